// The job form's two images, logo and swipe card, for posting and editing alike.
import { ImagePicker } from "./image-picker";

type Props = {
  logo: string | null;
  card: string | null;
  setLogo: (path: string | null) => void;
  setCard: (path: string | null) => void;
  errors: Record<string, string>;
};

export function JobImagePickers({ logo, card, setLogo, setCard, errors }: Props) {
  return (
    <>
      <ImagePicker
        name="companyLogoUrl"
        label="Company Logo"
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB"
        value={logo}
        onChange={setLogo}
        successText="Company logo uploaded successfully!"
        failureTitle="Failed to finalize logo upload"
        previewClass="h-16 w-16"
        error={errors.companyLogoUrl}
      />
      <ImagePicker
        name="swipeCardImageUrl"
        label="Swipe Card Image"
        hint="Shown on the job's card in swipe mode; up to 5 MB"
        value={card}
        onChange={setCard}
        successText="Swipe card image uploaded successfully!"
        failureTitle="Failed to finalize swipe card upload"
        previewClass="h-16 w-24"
        error={errors.swipeCardImageUrl}
      />
    </>
  );
}
