import { detectDelimiter } from './sheet-readers.js';

describe('detectDelimiter', () => {
  it('picks the delimiter of the header record, ignoring quoted text', () => {
    expect(detectDelimiter('name,address,place_id\n')).toBe(',');
    expect(detectDelimiter('\uFEFFname;address;"a,b,c,d";x\n')).toBe(';');
    expect(detectDelimiter('name\taddress\tcategory\nx,y,z,w,v\n')).toBe('\t');
    expect(detectDelimiter('name\n')).toBe(',');
  });
});
