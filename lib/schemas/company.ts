// PUT /api/auth/company: the employer's company details, saved from the job form.
import { z } from "zod";
import { optionalImageUrl, webUrl } from "./common";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);
const webAddress = webUrl("Company website")
  .optional()
  .nullable()
  .transform((v) => v || null);

export const companySchema = z.object({
  companyName: optionalText(200),
  companyWebsite: webAddress,
  companyDescription: optionalText(5000),
  companyLogoUrl: optionalImageUrl("Logo"),
  companySocialLinks: optionalText(2000),
});
export type CompanyDetails = z.output<typeof companySchema>;
