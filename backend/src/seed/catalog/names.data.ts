import type { CategoryKind } from './categories.data.js';

export type Locale = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'tr' | 'nl' | 'pl' | 'nordic' | 'ru' | 'ja' | 'zh' | 'ko' | 'ar' | 'in';

/** Which name and street conventions a country's demo businesses use; unlisted countries use English. */
export const LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = {
  DE: 'de', AT: 'de', CH: 'de', LI: 'de',
  FR: 'fr', BE: 'fr', LU: 'fr', MC: 'fr', SN: 'fr', CI: 'fr', CM: 'fr', HT: 'fr', ML: 'fr', BF: 'fr', NE: 'fr', CD: 'fr',
  ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es', VE: 'es', EC: 'es', GT: 'es', CU: 'es', BO: 'es', DO: 'es',
  HN: 'es', PY: 'es', SV: 'es', NI: 'es', CR: 'es', PA: 'es', UY: 'es', PR: 'es',
  IT: 'it', SM: 'it', VA: 'it',
  PT: 'pt', BR: 'pt', AO: 'pt', MZ: 'pt', CV: 'pt',
  TR: 'tr', AZ: 'tr',
  NL: 'nl', SR: 'nl',
  PL: 'pl',
  SE: 'nordic', NO: 'nordic', DK: 'nordic', FI: 'nordic', IS: 'nordic',
  RU: 'ru', UA: 'ru', BY: 'ru', KZ: 'ru', KG: 'ru',
  JP: 'ja',
  CN: 'zh', TW: 'zh', HK: 'zh', MO: 'zh',
  KR: 'ko',
  SA: 'ar', AE: 'ar', EG: 'ar', MA: 'ar', DZ: 'ar', TN: 'ar', JO: 'ar', LB: 'ar', IQ: 'ar', SY: 'ar', KW: 'ar', QA: 'ar',
  BH: 'ar', OM: 'ar', YE: 'ar', LY: 'ar', SD: 'ar', PS: 'ar',
  IN: 'in', PK: 'in', BD: 'in', NP: 'in', LK: 'in',
};

export interface LocaleWords {
  surnames: readonly string[];
  givenNames: readonly string[];
  streets: readonly string[];
}

export const LOCALE_WORDS: Readonly<Record<Locale, LocaleWords>> = {
  en: {
    surnames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Hughes', 'Evans', 'Murphy', 'Cooper', 'Bennett', 'Carter'],
    givenNames: ['James', 'Mary', 'John', 'Linda', 'Robert', 'Susan', 'Michael', 'Karen', 'David', 'Emily', 'Sarah', 'Daniel', 'Laura', 'Chris', 'Jessica', 'Mark', 'Anna', 'Paul', 'Kate', 'Tom'],
    streets: ['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Church', 'High', 'Station', 'Victoria', 'King', 'Queen', 'Market', 'Bridge', 'Mill', 'River', 'Sunset', 'Lincoln', 'Franklin', 'Jefferson', 'Walnut', 'Chestnut', 'Spring', 'Meadow', 'Forest', 'Harbor'],
  },
  de: {
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Maier'],
    givenNames: ['Thomas', 'Andreas', 'Stefan', 'Michael', 'Jürgen', 'Sabine', 'Petra', 'Monika', 'Katrin', 'Lukas', 'Jonas', 'Anna', 'Lena', 'Felix', 'Julia', 'Tobias', 'Uwe', 'Claudia', 'Heike', 'Max'],
    streets: ['Haupt', 'Bahnhof', 'Schiller', 'Goethe', 'Garten', 'Kirch', 'Linden', 'Schul', 'Dorf', 'Post', 'Berg', 'Wald', 'Mühlen', 'Friedrich', 'Wilhelm', 'Rosen', 'Birken', 'Am Markt', 'Kant', 'Beethoven', 'Mozart', 'Bismarck', 'Sonnen', 'Feld', 'Burg', 'Hafen', 'Rathaus', 'Ring', 'Eichen', 'Brunnen'],
  },
  fr: {
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand'],
    givenNames: ['Jean', 'Pierre', 'Marie', 'Sophie', 'Nicolas', 'Camille', 'Julien', 'Élodie', 'Thomas', 'Claire', 'Antoine', 'Céline', 'Hugo', 'Léa', 'Louis', 'Chloé', 'Mathieu', 'Isabelle', 'Émile', 'Manon'],
    streets: ['de la République', 'Victor Hugo', 'Jean Jaurès', 'de la Paix', 'du Général de Gaulle', 'Pasteur', 'de la Gare', 'des Écoles', 'du Moulin', 'de l’Église', 'Gambetta', 'Voltaire', 'de la Liberté', 'Émile Zola', 'du Château', 'des Lilas', 'Saint-Michel', 'Nationale', 'de Verdun', 'Carnot', 'Foch', 'des Tilleuls', 'du Marché', 'de Paris', 'Jules Ferry', 'de la Fontaine', 'du Port', 'des Roses', 'Molière', 'de la Mairie'],
  },
  es: {
    surnames: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Castillo', 'Ortega', 'Rubio', 'Molina', 'Delgado'],
    givenNames: ['José', 'María', 'Antonio', 'Carmen', 'Manuel', 'Lucía', 'Francisco', 'Ana', 'Javier', 'Laura', 'Carlos', 'Sofía', 'Alejandro', 'Elena', 'Miguel', 'Isabel', 'Pablo', 'Marta', 'Diego', 'Paula'],
    streets: ['Mayor', 'Real', 'del Sol', 'de la Paz', 'San Juan', 'Nueva', 'de Cervantes', 'Gran Vía', 'de Alcalá', 'del Carmen', 'Santa María', 'de la Constitución', 'Libertad', 'Juárez', 'Hidalgo', 'Independencia', 'Bolívar', 'San Martín', 'de las Flores', 'del Mar', 'Colón', 'Reforma', 'Morelos', 'Sarmiento', 'Rivadavia', 'de la Iglesia', 'Los Olivos', 'del Río', 'Las Palmas', 'Velázquez'],
  },
  it: {
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone'],
    givenNames: ['Giuseppe', 'Maria', 'Giovanni', 'Anna', 'Marco', 'Francesca', 'Luca', 'Giulia', 'Alessandro', 'Chiara', 'Andrea', 'Sara', 'Matteo', 'Elena', 'Lorenzo', 'Valentina', 'Davide', 'Federica', 'Paolo', 'Silvia'],
    streets: ['Roma', 'Garibaldi', 'Mazzini', 'Cavour', 'Vittorio Emanuele', 'Dante', 'Verdi', 'Marconi', 'XX Settembre', 'della Repubblica', 'Matteotti', 'Nazionale', 'San Francesco', 'dei Mille', 'Manzoni', 'Leopardi', 'del Corso', 'Trieste', 'Milano', 'Venezia', 'Colombo', 'Carducci', 'Petrarca', 'Gramsci', 'della Libertà', 'Santa Maria', 'del Mare', 'Umberto I', 'Solferino', 'Torino'],
  },
  pt: {
    surnames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima', 'Araújo', 'Fernandes', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Alves', 'Monteiro', 'Mendes', 'Barros', 'Freitas', 'Barbosa', 'Pinto', 'Moura', 'Cavalcanti', 'Dias', 'Castro', 'Campos', 'Cardoso'],
    givenNames: ['João', 'Maria', 'José', 'Ana', 'Pedro', 'Beatriz', 'Lucas', 'Mariana', 'Gabriel', 'Juliana', 'Rafael', 'Camila', 'Tiago', 'Inês', 'Bruno', 'Larissa', 'Rodrigo', 'Fernanda', 'Miguel', 'Carolina'],
    streets: ['das Flores', 'São João', 'Sete de Setembro', 'XV de Novembro', 'Augusta', 'da Liberdade', 'Dom Pedro II', 'Tiradentes', 'Santos Dumont', 'Rui Barbosa', 'da Paz', 'do Comércio', 'Principal', 'da Consolação', 'Barão de Mauá', 'das Palmeiras', 'Getúlio Vargas', 'Marechal Deodoro', 'da Igreja', 'do Sol', 'Castro Alves', 'Almirante Reis', 'da Prata', 'do Carmo', 'Duque de Caxias', 'Bela Vista', 'Boa Vista', 'São Bento', 'Visconde de Pirajá', 'da República'],
  },
  tr: {
    surnames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Korkmaz', 'Aksoy', 'Bulut', 'Keskin', 'Ünal', 'Güler', 'Çakır'],
    givenNames: ['Mehmet', 'Ayşe', 'Mustafa', 'Fatma', 'Ahmet', 'Emine', 'Ali', 'Hatice', 'Hüseyin', 'Zeynep', 'İbrahim', 'Elif', 'Murat', 'Özlem', 'Emre', 'Şule', 'Burak', 'Gökhan', 'Serkan', 'Çağla'],
    streets: ['Atatürk', 'Cumhuriyet', 'İstiklal', 'İnönü', 'Gazi', 'Fevzi Çakmak', 'Mimar Sinan', 'Barbaros', 'Bağdat', 'Millet', 'Hürriyet', 'Menderes', 'Kazım Karabekir', 'Şehitler', 'Zübeyde Hanım', 'Mevlana', 'Yavuz Selim', 'Fatih', 'Kıbrıs Şehitleri', 'Gül', 'Lale', 'Çınar', 'Akasya', 'Papatya', 'Ihlamur', 'Okul', 'Cami', 'Değirmen', 'Pazar', 'İskele'],
  },
  nl: {
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van der Linden'],
    givenNames: ['Jan', 'Pieter', 'Kees', 'Anne', 'Sanne', 'Daan', 'Sem', 'Emma', 'Lotte', 'Bram', 'Femke', 'Joost', 'Ruud', 'Ingrid', 'Thijs', 'Noor', 'Luuk', 'Eva', 'Willem', 'Marieke'],
    streets: ['Kerk', 'Dorps', 'School', 'Molen', 'Stations', 'Haven', 'Markt', 'Nieuwe', 'Hoog', 'Linden', 'Beuken', 'Eiken', 'Wilhelmina', 'Juliana', 'Beatrix', 'Oranje', 'Prinsen', 'Heren', 'Keizers', 'Brink', 'Vijver', 'Tuin', 'Rozen', 'Zand', 'Dijk', 'Polder', 'Sluis', 'Brug', 'Veld', 'Berken'],
  },
  pl: {
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Nowicki', 'Adamczyk', 'Dudek', 'Zając', 'Wieczorek', 'Jabłoński', 'Król', 'Majewski', 'Olszewski'],
    givenNames: ['Piotr', 'Anna', 'Krzysztof', 'Maria', 'Tomasz', 'Katarzyna', 'Paweł', 'Małgorzata', 'Michał', 'Agnieszka', 'Marcin', 'Magdalena', 'Łukasz', 'Joanna', 'Jakub', 'Zofia', 'Grzegorz', 'Ewa', 'Adam', 'Barbara'],
    streets: ['Mickiewicza', 'Słowackiego', 'Kościuszki', 'Sienkiewicza', 'Piłsudskiego', 'Kopernika', 'Chopina', 'Długa', 'Krótka', 'Polna', 'Leśna', 'Ogrodowa', 'Kwiatowa', 'Lipowa', 'Szkolna', 'Kościelna', 'Rynek', 'Warszawska', 'Krakowska', 'Jana Pawła II', 'Żeromskiego', 'Reymonta', 'Konopnickiej', 'Prusa', 'Słoneczna', 'Parkowa', 'Brzozowa', 'Zielona', 'Wolności', 'Dworcowa'],
  },
  nordic: {
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Hansen', 'Johansen', 'Olsen', 'Nielsen', 'Jensen', 'Pedersen', 'Christensen', 'Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Lindqvist', 'Berg', 'Lund', 'Holm', 'Dahl', 'Strand', 'Lindberg', 'Sandberg', 'Björk', 'Ekström', 'Sørensen'],
    givenNames: ['Erik', 'Lars', 'Anna', 'Karin', 'Johan', 'Ingrid', 'Nils', 'Astrid', 'Magnus', 'Sofia', 'Mikael', 'Freja', 'Oskar', 'Elin', 'Henrik', 'Sigrid', 'Mads', 'Ida', 'Jukka', 'Aino'],
    streets: ['Stor', 'Kyrko', 'Skol', 'Drottning', 'Kungs', 'Hamn', 'Strand', 'Torg', 'Park', 'Järnvägs', 'Linné', 'Vasa', 'Östra', 'Västra', 'Norra', 'Södra', 'Bergs', 'Skogs', 'Sjö', 'Ång', 'Björk', 'Lind', 'Ek', 'Tall', 'Gran', 'Rosen', 'Åker', 'Bro', 'Kvarn', 'Slotts'],
  },
  ru: {
    surnames: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Vasiliev', 'Petrov', 'Sokolov', 'Mikhailov', 'Novikov', 'Fedorov', 'Morozov', 'Volkov', 'Alekseev', 'Lebedev', 'Semenov', 'Egorov', 'Pavlov', 'Kozlov', 'Stepanov', 'Nikolaev', 'Orlov', 'Andreev', 'Makarov', 'Nikitin', 'Zakharov', 'Zaitsev', 'Solovyov', 'Borisov', 'Yakovlev', 'Grigoriev'],
    givenNames: ['Alexander', 'Elena', 'Sergey', 'Olga', 'Dmitry', 'Natalia', 'Andrey', 'Irina', 'Alexey', 'Tatiana', 'Ivan', 'Svetlana', 'Mikhail', 'Anna', 'Nikolai', 'Maria', 'Vladimir', 'Yulia', 'Pavel', 'Ekaterina'],
    streets: ['Lenina', 'Sovetskaya', 'Mira', 'Pushkina', 'Gagarina', 'Tsentralnaya', 'Shkolnaya', 'Molodezhnaya', 'Lesnaya', 'Sadovaya', 'Naberezhnaya', 'Oktyabrskaya', 'Kirova', 'Pervomaiskaya', 'Lermontova', 'Chekhova', 'Tolstogo', 'Gorkogo', 'Pobedy', 'Zelenaya', 'Rabochaya', 'Polevaya', 'Komsomolskaya', 'Sportivnaya', 'Vokzalnaya', 'Tverskaya', 'Nevsky', 'Kutuzova', 'Suvorova', 'Zavodskaya'],
  },
  ja: {
    surnames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada', 'Goto', 'Hasegawa'],
    givenNames: ['Hiroshi', 'Yuki', 'Takeshi', 'Aiko', 'Kenji', 'Yumi', 'Haruto', 'Sakura', 'Daiki', 'Mei', 'Ren', 'Hana', 'Sota', 'Yui', 'Kaito', 'Akira', 'Naoko', 'Shota', 'Emi', 'Ryo'],
    streets: ['Ginza', 'Shibuya', 'Nishi', 'Higashi', 'Minami', 'Kita', 'Honcho', 'Sakae', 'Chuo', 'Midori', 'Asahi', 'Hon', 'Shin', 'Motomachi', 'Sakuragaoka', 'Aoba', 'Kotobuki', 'Saiwai', 'Hikari', 'Fujimi', 'Matsubara', 'Tenjin', 'Umeda', 'Namba', 'Shinjuku', 'Ueno', 'Akasaka', 'Roppongi', 'Ebisu', 'Meguro'],
  },
  zh: {
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng'],
    givenNames: ['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Yan', 'Jun', 'Hui', 'Tao', 'Xin', 'Hao', 'Ling', 'Bo', 'Mei', 'Qiang', 'Yu', 'Ping', 'Hong', 'Jie', 'Lan'],
    streets: ['Zhongshan', 'Renmin', 'Jiefang', 'Jianshe', 'Heping', 'Xinhua', 'Changjiang', 'Huanghe', 'Nanjing', 'Beijing', 'Yan’an', 'Chaoyang', 'Dongfeng', 'Wenhua', 'Shengli', 'Youyi', 'Binhe', 'Hongqi', 'Gongye', 'Xueyuan', 'Qingnian', 'Fuxing', 'Minzhu', 'Zhongxing', 'Huaihai', 'Huashan', 'Taihu', 'Guangming', 'Jinqiao', 'Tianhe'],
  },
  ko: {
    surnames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Yoo', 'Hong', 'Jeon', 'Ko', 'Moon', 'Yang', 'Son', 'Bae', 'Baek', 'Heo', 'Nam', 'Noh'],
    givenNames: ['Min-jun', 'Seo-yeon', 'Ji-hoon', 'Ji-woo', 'Hyun-woo', 'Soo-jin', 'Jae-won', 'Ha-eun', 'Dong-hyun', 'Yu-na', 'Sung-min', 'Eun-ji', 'Tae-yang', 'Min-seo', 'Jun-ho', 'Da-eun', 'Woo-jin', 'So-yeon', 'Sang-hoon', 'Hye-jin'],
    streets: ['Sejong-daero', 'Teheran-ro', 'Gangnam-daero', 'Jongno', 'Eulji-ro', 'Toegye-ro', 'Hangang-daero', 'Olympic-ro', 'Dosan-daero', 'Apgujeong-ro', 'Itaewon-ro', 'Hongik-ro', 'Sinchon-ro', 'Yeouido-ro', 'Mapo-daero', 'Jungang-ro', 'Haeundae-ro', 'Gwangbok-ro', 'Dongseong-ro', 'Chungjang-ro', 'Bupyeong-daero', 'Songdo-ro', 'Gyeongui-ro', 'Daehak-ro', 'Samil-daero', 'Namdaemun-ro', 'Myeongdong-gil', 'Insadong-gil', 'Seongsu-ro', 'Wangsimni-ro'],
  },
  ar: {
    surnames: ['Al-Sayed', 'Hassan', 'Hussein', 'Ibrahim', 'Mahmoud', 'Mohamed', 'Ali', 'Abdullah', 'Al-Khalil', 'Haddad', 'Nasser', 'Saleh', 'Khalil', 'Mansour', 'Youssef', 'Farouk', 'Qasim', 'Aziz', 'Rahman', 'Al-Amin', 'Najjar', 'Khoury', 'Saad', 'Suleiman', 'Karim', 'Bakr', 'Othman', 'Fahmy', 'Hamdan', 'Jaber'],
    givenNames: ['Ahmed', 'Fatima', 'Omar', 'Aisha', 'Khaled', 'Mariam', 'Yusuf', 'Layla', 'Hamza', 'Noor', 'Tariq', 'Salma', 'Karim', 'Huda', 'Samir', 'Rania', 'Bilal', 'Yasmin', 'Faisal', 'Amira'],
    streets: ['King Fahd', 'Al Nahda', 'Al Tahrir', 'Al Jamaa', 'Al Qasr', 'Al Corniche', 'Sheikh Zayed', 'Al Salam', 'Al Nour', 'Al Madina', 'Al Rashid', 'Al Masjid', 'Al Souk', 'Al Wahda', 'Al Istiqlal', 'Mohammed V', 'Hassan II', 'Habib Bourguiba', 'Al Andalus', 'Al Zahra', 'Al Yarmouk', 'Al Hamra', 'Baghdad', 'Al Khaleej', 'Al Falah', 'Al Amal', 'Al Rawda', 'Al Bahr', 'Al Sultan', 'Al Malik'],
  },
  in: {
    surnames: ['Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Verma', 'Reddy', 'Rao', 'Nair', 'Iyer', 'Mehta', 'Shah', 'Joshi', 'Desai', 'Khan', 'Das', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Agarwal', 'Malhotra', 'Kapoor', 'Bhat', 'Pillai', 'Menon', 'Chopra', 'Saxena', 'Pandey', 'Mishra', 'Yadav'],
    givenNames: ['Rahul', 'Priya', 'Amit', 'Anjali', 'Rajesh', 'Sunita', 'Vikram', 'Neha', 'Arjun', 'Pooja', 'Sanjay', 'Kavita', 'Ravi', 'Deepa', 'Anil', 'Meera', 'Suresh', 'Lakshmi', 'Karan', 'Divya'],
    streets: ['Mahatma Gandhi', 'Nehru', 'Station', 'Temple', 'Church', 'Market', 'Park', 'Lake', 'Hill', 'Ring', 'Mall', 'Netaji Subhash', 'Sardar Patel', 'Rajaji', 'Ambedkar', 'Tilak', 'Shivaji', 'Tagore', 'Anna Salai', 'Brigade', 'Residency', 'Cantonment', 'Link', 'Linking', 'College', 'Hospital', 'Court', 'Bazaar', 'Gokhale', 'Jawahar'],
  },
};

/** English words for invented business names ("Golden Oak Grill", "Blue Harbor Dental Clinic"). */
export const NAME_ADJECTIVES = [
  'Golden', 'Blue', 'Green', 'Royal', 'Silver', 'Old', 'New', 'Little', 'Grand', 'Happy', 'Urban', 'Sunny', 'Red', 'Wild',
  'Lucky', 'Bright', 'Central', 'Modern', 'Classic', 'Prime', 'First', 'Fresh', 'Smart', 'Pure', 'True', 'Noble', 'Rapid',
  'Elite', 'Premier', 'Crystal', 'Coastal', 'Northern', 'Southern', 'Eastern', 'Western', 'Family', 'Friendly', 'Express',
] as const;

export const NAME_NOUNS = [
  'Oak', 'Harbor', 'Lion', 'River', 'Garden', 'Bridge', 'Star', 'Crown', 'Maple', 'Olive', 'Anchor', 'Fox', 'Tree',
  'Stone', 'Lotus', 'Pine', 'Bay', 'Hill', 'Park', 'Square', 'Valley', 'Moon', 'Sun', 'Eagle', 'Bear', 'Lighthouse',
  'Meadow', 'Cedar', 'Willow', 'Falcon', 'Horizon', 'Summit', 'Orchard', 'Compass', 'Beacon', 'Corner', 'Gate', 'Wave',
] as const;

/** Words a business of that kind puts after its name ("Kaya Motors", "Weber & Koch Partners"). */
export const KIND_WORDS: Record<CategoryKind, readonly string[]> = {
  food: ['Kitchen', 'Grill', 'House', 'Eatery', 'Table', 'Bistro', 'Diner', 'Canteen'],
  cafe: ['Coffee', 'Café', 'Roasters', 'Bakehouse', 'Corner', 'Sweets'],
  nightlife: ['Tavern', 'Lounge', 'Taproom', 'Social', 'Bar & Grill', 'Club'],
  grocery: ['Market', 'Foods', 'Grocers', 'Provisions', 'Fresh Market', 'Mart'],
  retail: ['Store', 'Shop', 'Emporium', 'Outlet', 'Boutique', 'Trading', 'Supply'],
  health: ['Clinic', 'Medical Center', 'Practice', 'Health Center', 'Care', 'Medical Group'],
  pet: ['Pet Care', 'Animal Clinic', 'Paws', 'Vet Center', 'Pet Services'],
  beauty: ['Studio', 'Salon', 'Beauty', 'Style', 'Lounge', 'Spa'],
  fitness: ['Fitness', 'Athletics', 'Studio', 'Club', 'Academy', 'Performance'],
  auto: ['Motors', 'Auto', 'Garage', 'Automotive', 'Car Care', 'Auto Center'],
  trades: ['Services', '& Sons', 'Contractors', 'Solutions', 'Pros', 'Works', 'Brothers'],
  professional: ['Partners', 'Group', 'Associates', 'Consulting', '& Co.', 'Advisors', 'Agency'],
  lodging: ['Hotel', 'Inn', 'Suites', 'Residence', 'Lodge', 'House'],
  travel: ['Travel', 'Tours', 'Transfers', 'Journeys', 'Holidays'],
  education: ['Academy', 'Institute', 'School', 'Learning Center', 'College'],
  leisure: ['Center', 'Park', 'Club', 'Hall', 'Experience'],
  worship: ['Parish', 'Community', 'Congregation'],
  public: ['Office', 'Center', 'Service Point'],
  always: ['Services', 'Center', 'Point', '24'],
};
