import { useState } from 'react';
import { FormWithSidebar } from '../../../components/form/form-with-sidebar';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormOutcome } from '../../../lib/form-outcome';
import { Container } from '../../../ui/layout';
import { HowItWorks } from './how-it-works';
import { SubmissionDone } from './submission-done';
import { SubmissionForm } from './submission-form';
import styles from './upload-page.module.css';

/** docs/behaviour.md §0: /upload is a public form to submit a business; it is stored unapproved. */
export function UploadPage() {
  useDocumentTitle('Upload Business');
  // Without JavaScript the form posts to /upload, and the server renders the confirmation here.
  const posted = useFormOutcome('upload');
  const [doneMessage, setDoneMessage] = useState<string | null>(posted?.message ?? null);

  return (
    <>
      <PageHeader
        eyebrow="For business owners"
        title="Upload Business"
        subtitle="Add your business to the directory for free. Every submission is reviewed by our team before it is published."
      />
      <Container maxWidth="lg" className={styles.body}>
        <FormWithSidebar sidebar={<HowItWorks />}>
          {doneMessage ? (
            <SubmissionDone message={doneMessage} onAnother={() => setDoneMessage(null)} />
          ) : (
            <SubmissionForm onSubmitted={setDoneMessage} />
          )}
        </FormWithSidebar>
      </Container>
    </>
  );
}
