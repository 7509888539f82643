import { PRESENCES, profileDetailsSchema } from '../../../common/profile';
import type { ProfileDetails } from '../../../common/profile';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { fieldErrors } from '../../lib/field-errors';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import { useUpdateProfileDetails } from './api/update-profile-details';
import type { ProfileDetailsInput } from './api/update-profile-details';
import { EditForm, ProfileEditButton, useEditMode } from './profile-ui';
import { InfoRow, SectionCard } from '../../components/ui/section-card';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { toast } from '../../components/ui/toaster';

type Presence = ProfileDetails['presence'];

/** 'online' → 'Online'. */
export function presenceLabel(presence: Presence): string {
  return presence.charAt(0).toUpperCase() + presence.slice(1);
}

const presenceOptions = PRESENCES.map((value) => ({ value, label: presenceLabel(value) }));

function isPresence(value: string): value is Presence {
  return (PRESENCES as readonly string[]).includes(value);
}

function textOrNotSet(value: string | null) {
  return value ? value : <span className="text-slate-500 dark:text-slate-400">{PROFILE_SCREEN_TEXTS.notSet}</span>;
}

function yesNo(value: boolean): string {
  return value ? PROFILE_SCREEN_TEXTS.yes : PROFILE_SCREEN_TEXTS.no;
}

/** Profile details (spec §2): six values, 'Not set' / 'Yes' / 'No', and Edit Profile. */
export function ProfileDetailsCard({ details }: { details: ProfileDetails }) {
  const edit = useEditMode();
  return (
    <SectionCard
      title="Profile details"
      description="How other people see you."
      action={
        edit.editing ? null : (
          <ProfileEditButton buttonRef={edit.buttonRef} onClick={edit.open}>
            Edit Profile
          </ProfileEditButton>
        )
      }
    >
      {edit.editing ? (
        <ProfileDetailsForm details={details} onDone={edit.close} />
      ) : (
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <InfoRow label="Nickname">{textOrNotSet(details.nickname)}</InfoRow>
          <InfoRow label="Country">{textOrNotSet(details.country)}</InfoRow>
          <InfoRow label="Language">{textOrNotSet(details.language)}</InfoRow>
          <InfoRow label="Presence">{presenceLabel(details.presence)}</InfoRow>
          <InfoRow label="Chat Available">{yesNo(details.chatAvailable)}</InfoRow>
          <InfoRow label="X Verified">{yesNo(details.xVerified)}</InfoRow>
        </dl>
      )}
    </SectionCard>
  );
}

function ProfileDetailsForm({ details, onDone }: { details: ProfileDetails; onDone: () => void }) {
  const form = useFormState<ProfileDetailsInput>(() => ({
    nickname: details.nickname ?? '',
    country: details.country ?? '',
    language: details.language ?? '',
    presence: details.presence,
    chatAvailable: details.chatAvailable,
    xVerified: details.xVerified,
  }));
  const { values, text, checkbox } = form;
  const save = useUpdateProfileDetails();

  function onSubmit() {
    const parsed = profileDetailsSchema.safeParse(values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      return;
    }
    form.setErrors({});
    // The text fields go as typed, trimmed; the server saves an empty one as null.
    save.mutate(
      { ...values, nickname: values.nickname.trim(), country: values.country.trim(), language: values.language.trim() },
      {
        onSuccess: () => {
          toast.success(PROFILE_SCREEN_TEXTS.profileSaved);
          onDone();
        },
      },
    );
  }

  return (
    <EditForm
      label="Edit profile details"
      onSubmit={onSubmit}
      request={save}
      failed={PROFILE_SCREEN_TEXTS.saveProfileFailed}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nickname" autoComplete="nickname" autoFocus {...text('nickname')} />
        <TextField label="Country" autoComplete="country-name" {...text('country')} />
        <TextField label="Language" autoComplete="off" {...text('language')} />
        <SelectField
          label="Presence"
          name="presence"
          options={presenceOptions}
          value={values.presence}
          onChange={(event) => {
            if (isPresence(event.target.value)) form.set('presence', event.target.value);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <CheckboxField label="Chat Available" {...checkbox('chatAvailable')} />
        <CheckboxField label="X Verified" {...checkbox('xVerified')} />
      </div>
    </EditForm>
  );
}
