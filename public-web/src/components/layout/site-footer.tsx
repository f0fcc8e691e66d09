import { SiteLink } from '../../ui/site-link';
import { SITE } from '../../config/site';
import { Container } from '../../ui/layout';
import { Typography } from '../../ui/typography';
import { Brand } from './brand';
import { LEGAL_LINKS, NAV_LINKS } from './nav-links';
import styles from './site-footer.module.css';

interface FooterColumnProps {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  id?: string;
}

function FooterColumn({ title, links, id }: FooterColumnProps) {
  return (
    <nav aria-label={title} id={id} className={styles.column}>
      <Typography variant="overline" component="h2" className={styles.heading}>
        {title}
      </Typography>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className={styles.link}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's site links, where the phone menu button leads until the page is interactive. */
export const SITE_LINKS_ID = 'site-links';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <Container maxWidth="lg">
        <div className={styles.columns}>
          <div className={styles.about}>
            <div className={styles.brand}>
              <Brand inverted />
            </div>
            <Typography variant="overline" component="h2" className={styles.aboutHeading}>
              Business Directory
            </Typography>
            <Typography variant="body2" className={styles.tagline}>
              {SITE.tagline}
            </Typography>
          </div>
          <FooterColumn title="Quick Links" links={NAV_LINKS} id={SITE_LINKS_ID} />
          <FooterColumn title="Legal" links={LEGAL_LINKS} />
        </div>
        <hr className={styles.rule} />
        <Typography variant="body2" className={styles.copyright}>
          © {year} {SITE.name}. All rights reserved.
        </Typography>
      </Container>
    </footer>
  );
}
