/**
 * The texts of docs/behaviour.md §14's back office (claims, change requests, a business's owner), merged into the
 * Turkish catalogue under `app.*` and `resources.*`.
 */
export const claimsTr = {
  /** Approve and reject with a reason, as claims and change requests share them. */
  decisions: {
    approve: 'Onayla',
    reject: 'Reddet',
    reason: 'Ret nedeni',
    reason_required: 'Ret nedeni gerekli',
    reason_too_short: 'Ret nedeni en az %{min} karakter olmalı',
    reason_too_long: 'Ret nedeni en fazla %{max} karakter olabilir',
    reason_count: '%{count} / %{max} karakter',
    failed: 'İşlem yapılamadı: %{message}',
  },
  claims: {
    states: {
      pending: 'Onay bekliyor',
      awaiting_email: 'E-posta bekleniyor',
      approved: 'Onaylandı',
      rejected: 'Reddedildi',
      revoked: 'Geri alındı',
    },
    methods: { email: 'E-posta doğrulaması', manual: 'Elle inceleme' },
    all_states: 'Tüm durumlar',
    method: 'Yöntem',
    email: 'E-posta',
    role: 'Görevi',
    phone: 'Telefon',
    message: 'Mesaj',
    none: '—',
    created: 'Gönderildi: %{date}',
    decided: 'Karar: %{date}',
    reason: 'Neden: %{reason}',
    approve_title: 'Sahiplik talebini onayla',
    approve_content:
      '"%{business}" işletmesinin sahipliği %{name} (%{email}) hesabına verilsin mi? Hesap işletmenin doğrulanmış sahibi olur ve e-postayla bilgilendirilir.',
    reject_title: 'Sahiplik talebini reddet: %{business}',
    reject_content:
      '%{name} (%{email}) hesabının "%{business}" için sahiplik talebi reddedilecek. Kullanıcı bu nedeni e-postada ve hesabında görür.',
    approved_done: '"%{business}" işletmesinin sahipliği %{name} hesabına verildi',
    rejected_done: '"%{business}" için sahiplik talebi reddedildi',
    empty_pending: 'Onay bekleyen sahiplik talebi yok',
    empty: 'Sahiplik talebi bulunamadı',
    tile: 'Açık sahiplik talepleri',
    go_queue: 'Taleplere git',
  },
  change_requests: {
    states: { pending: 'Onay bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' },
    all_states: 'Tüm durumlar',
    fields: {
      name: 'Ad',
      category: 'Kategori',
      address: 'Adres',
      city: 'Şehir',
      countryCode: 'Ülke kodu',
      latitude: 'Enlem',
      longitude: 'Boylam',
    },
    field: 'Alan',
    before: 'Önce',
    after: 'Sonra',
    empty_value: '(boş)',
    approve_title: 'Değişiklik isteğini onayla',
    approve_content:
      '%{name} (%{email}) tarafından "%{business}" için istenen değişiklikler uygulansın mı? Sitede hemen görünür.',
    reject_title: 'Değişiklik isteğini reddet: %{business}',
    reject_content:
      '%{name} (%{email}) hesabının "%{business}" için değişiklik isteği reddedilecek. Kullanıcı bu nedeni e-postada görür.',
    approved_done: '"%{business}" için değişiklikler uygulandı',
    rejected_done: '"%{business}" için değişiklik isteği reddedildi',
    empty_pending: 'Onay bekleyen değişiklik isteği yok',
    empty: 'Değişiklik isteği bulunamadı',
    tile: 'Açık değişiklik istekleri',
    go_queue: 'İsteklere git',
  },
  owner: {
    title: 'Sahip',
    none: 'Doğrulanmış sahibi yok',
    since: 'Sahip olduğu tarih: %{date}',
    last_edited: 'Son düzenleme: %{date}',
    never_edited: 'Sahibi henüz düzenleme yapmadı',
    revoke: 'Sahipliği geri al',
    revoke_title: 'Sahipliği geri al',
    revoke_content:
      '"%{business}" işletmesinin sahipliği %{name} (%{email}) hesabından geri alınsın mı? Hesap işletmeyi artık düzenleyemez.',
    revoked_done: '"%{business}" işletmesinin sahipliği geri alındı',
    history: 'Sahibin değişiklik geçmişi',
    no_history: 'Henüz değişiklik yok',
    load_error: 'Sahip bilgisi yüklenemedi',
    when: 'Tarih',
    action: 'İşlem',
    details: 'Ayrıntı',
  },
};

export const claimsResourcesTr = {
  claims: {
    name: 'Sahiplik talebi |||| Sahiplik talepleri',
    fields: {
      state: 'Durum',
      business: 'İşletme',
      account: 'Talep eden',
      evidence: 'Kanıt',
      createdAt: 'Tarih',
      actions: 'İşlemler',
    },
  },
  'change-requests': {
    name: 'Değişiklik isteği |||| Değişiklik istekleri',
    fields: {
      state: 'Durum',
      business: 'İşletme',
      account: 'İsteyen',
      changes: 'Değişiklikler',
      createdAt: 'Tarih',
      actions: 'İşlemler',
    },
  },
};
