/** A file-level problem: the import answers 400 `{success:false,message}` with this text. */
export class ImportFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ImportFileError';
    }
}
//# sourceMappingURL=import-file-error.js.map