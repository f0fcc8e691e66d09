import { CsvRecordCounter, detectDelimiter, rowsFromDimension } from './sheet-readers.js';

describe('detectDelimiter', () => {
  it.each([
    ['name,address,place_id\n', ','],
    ['\uFEFFname;address;"a,b,c,d";x\n', ';'],
    ['name\taddress\tcategory\nx,y,z,w,v\n', '\t'],
    ['name\n', ','],
  ])('picks the delimiter of the header record, ignoring quoted text: %j → %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('CsvRecordCounter', () => {
  const count = (text: string, delimiter = ',', chunkSize = 3) => {
    const counter = new CsvRecordCounter(delimiter.charCodeAt(0));
    const bytes = Buffer.from(text, 'utf8');
    for (let i = 0; i < bytes.length; i += chunkSize) counter.write(bytes.subarray(i, i + chunkSize));
    return counter.end();
  };

  it('counts records as csv-parse reads them: line breaks inside quotes, escaped quotes, empty lines', () => {
    expect(count('a,b\r\n1,2\r\n')).toBe(2);
    expect(count('a,b\n1,2')).toBe(2);
    expect(count('a,b\n"line one\nline two",2\n\n\r\n3,"say ""hi""\n"\n')).toBe(3);
    expect(count('a;b\n"x;y";"z\n"\n', ';')).toBe(2);
    expect(count('')).toBe(0);
  });

  it('takes a quote inside an unquoted field as a plain character (relax_quotes)', () => {
    expect(count('name,size\nTV,55" screen\nRadio,small\n')).toBe(3);
  });
});

describe('rowsFromDimension', () => {
  it('reads the data rows a sheet announces, header excluded', () => {
    expect(rowsFromDimension('<worksheet><dimension ref="A1:Q675001"/><sheetViews>')).toBe(675_000);
    expect(rowsFromDimension('<x:worksheet><x:dimension ref="B3:C10"/>')).toBe(7);
  });

  it('says nothing when the sheet does not know its size', () => {
    expect(rowsFromDimension('<worksheet><dimension ref="A1"/>')).toBeNull();
    expect(rowsFromDimension('<worksheet><sheetData>')).toBeNull();
  });
});
