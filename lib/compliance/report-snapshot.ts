import type { AssessedProfile, Assessment } from "./assess";

/** Everything the PDF prints, frozen at issue time. */
export interface ReportSnapshot {
  version: 1;
  id: string;
  company: string | null;
  email: string | null;
  issued_at: string;
  expires_at: string;
  profile: AssessedProfile;
  assessment: Assessment;
  site_url: string;
  attribution: string;
  disclaimer: string;
}
