import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/behaviour.md "Contact messages in the back office": a message is unread until an admin opens it.
 * The partial index serves the menu's unread count, which runs on every page of the back office.
 */
export class ContactMessageRead1763801820000 implements MigrationInterface {
  name = 'ContactMessageRead1763801820000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact_messages ADD COLUMN read_at timestamptz NULL`);
    await queryRunner.query(`CREATE INDEX ix_contact_messages_unread ON contact_messages (id) WHERE read_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_contact_messages_unread`);
    await queryRunner.query(`ALTER TABLE contact_messages DROP COLUMN read_at`);
  }
}
