import { useState } from 'react';
import type { FormEvent } from 'react';
import { PRESENCES, PROFILE_TEXTS, profileDetailsSchema } from '../../../common/profile';
import type { ProfileDetails } from '../../../common/profile';
import { Alert } from '../../components/ui/alert';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { errorReason, fieldErrors } from '../../lib/field-errors';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useUpdateProfileDetails } from './api/update-profile-details';
import type { ProfileDetailsInput } from './api/update-profile-details';
import { EditButton, FormActions, InfoRow, ProfileSection, editFormClassName, useEditMode } from './profile-ui';

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
  return value ? value : <span className="text-slate-500 dark:text-slate-400">{PROFILE_TEXTS.notSet}</span>;
}

function yesNo(value: boolean): string {
  return value ? PROFILE_TEXTS.yes : PROFILE_TEXTS.no;
}

/** Profile details (spec §2): six values, 'Not set' / 'Yes' / 'No', and Edit Profile. */
export function ProfileDetailsCard({ details }: { details: ProfileDetails }) {
  const edit = useEditMode();
  return (
    <ProfileSection
      title="Profile details"
      description="How other people see you."
      action={
        edit.editing ? null : (
          <EditButton buttonRef={edit.buttonRef} onClick={edit.open}>
            Edit Profile
          </EditButton>
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
    </ProfileSection>
  );
}

type Fields = { nickname?: string; country?: string; language?: string };

function ProfileDetailsForm({ details, onDone }: { details: ProfileDetails; onDone: () => void }) {
  const [form, setForm] = useState<ProfileDetailsInput>({
    nickname: details.nickname ?? '',
    country: details.country ?? '',
    language: details.language ?? '',
    presence: details.presence,
    chatAvailable: details.chatAvailable,
    xVerified: details.xVerified,
  });
  const [errors, setErrors] = useState<Fields>({});
  const save = useUpdateProfileDetails();

  function set<K extends keyof ProfileDetailsInput>(key: K, value: ProfileDetailsInput[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = profileDetailsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    // The text fields go as typed, trimmed; the server saves an empty one as null.
    save.mutate(
      { ...form, nickname: form.nickname.trim(), country: form.country.trim(), language: form.language.trim() },
      { onSuccess: onDone },
    );
  }

  return (
    <form noValidate aria-label="Edit profile details" onSubmit={onSubmit} aria-busy={save.isPending} className={editFormClassName}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nickname"
          name="nickname"
          autoComplete="nickname"
          autoFocus
          value={form.nickname}
          error={errors.nickname}
          onChange={(event) => {
            set('nickname', event.target.value);
          }}
        />
        <TextField
          label="Country"
          name="country"
          autoComplete="country-name"
          value={form.country}
          error={errors.country}
          onChange={(event) => {
            set('country', event.target.value);
          }}
        />
        <TextField
          label="Language"
          name="language"
          autoComplete="off"
          value={form.language}
          error={errors.language}
          onChange={(event) => {
            set('language', event.target.value);
          }}
        />
        <SelectField
          label="Presence"
          name="presence"
          options={presenceOptions}
          value={form.presence}
          onChange={(event) => {
            if (isPresence(event.target.value)) set('presence', event.target.value);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <CheckboxField
          label="Chat Available"
          name="chatAvailable"
          checked={form.chatAvailable}
          onChange={(event) => {
            set('chatAvailable', event.target.checked);
          }}
        />
        <CheckboxField
          label="X Verified"
          name="xVerified"
          checked={form.xVerified}
          onChange={(event) => {
            set('xVerified', event.target.checked);
          }}
        />
      </div>
      {save.error ? <Alert>{PROFILE_TEXTS.saveProfileFailed(errorReason(save.error))}</Alert> : null}
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
