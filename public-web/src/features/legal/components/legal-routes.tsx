import { cookiePolicy } from '../content/cookie-policy';
import { legalNotice } from '../content/legal-notice';
import { privacyPolicy } from '../content/privacy-policy';
import { termsOfService } from '../content/terms-of-service';
import { LegalPage } from './legal-page';

export const PrivacyPolicyPage = () => <LegalPage document={privacyPolicy} />;
export const LegalNoticePage = () => <LegalPage document={legalNotice} />;
export const TermsOfServicePage = () => <LegalPage document={termsOfService} />;
export const CookiePolicyPage = () => <LegalPage document={cookiePolicy} />;
