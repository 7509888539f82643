import { useId, useRef, useState, type RefObject } from 'react';
import { BookmarkPlus, EllipsisVertical, Pencil, Save, Trash2 } from 'lucide-react';
import { COMPOSE_ERROR_CODES, TEMPLATE_NAME_MAX, createTemplateSchema, type Composer, type MessageTemplate } from '../../../common/message-templates';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { controlClassName, labelClassName } from '../../components/ui/field-styles';
import { FormDialog } from '../../components/ui/form-dialog';
import { MenuItem, MenuSeparator } from '../../components/ui/menu';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { errorReason, fieldErrors } from '../../lib/field-errors';
import { useFormState } from '../../lib/use-form-state';
import { useMenuButton } from '../../lib/use-menu-button';
import { useCreateTemplate, useDeleteTemplate, useUpdateComposerSettings, useUpdateTemplate } from './api/composer';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

type TemplatesBarProps = {
  composer: Composer;
  message: string;
  /** Puts a template's message (or, on Undo, the one before) in the composer. */
  onLoad: (message: string) => void;
};

/**
 * The composer's named templates (issue #19), kept on the server per user: choose one (it replaces
 * the message, with Undo), save the message as a new one, save changes to the chosen one, rename
 * or delete it. The one chosen or saved last is chosen again next time.
 */
export function TemplatesBar({ composer, message, onLoad }: TemplatesBarProps) {
  const id = useId();
  const settings = useUpdateComposerSettings();
  const updateTemplate = useUpdateTemplate();
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete' | null>(null);
  const fallbackFocusRef = useRef<HTMLSelectElement>(null);
  const chosen = composer.templates.find((template) => template.id === composer.lastTemplateId) ?? null;

  function choose(templateId: number | null) {
    const before = { message, templateId: composer.lastTemplateId };
    settings.mutate({ lastTemplateId: templateId }, { onError: (failure) => toast.error(COMPOSER_SCREEN_TEXTS.settingFailed(errorReason(failure))) });
    const template = composer.templates.find((candidate) => candidate.id === templateId);
    if (!template) return;
    onLoad(template.message);
    // What was typed is never lost to a template: Undo puts it back.
    if (message.trim() !== '' && message !== template.message) {
      toast.success(COMPOSER_SCREEN_TEXTS.templateLoaded(template.name), {
        label: SHARED_TEXTS.undo,
        run: () => {
          onLoad(before.message);
          settings.mutate({ lastTemplateId: before.templateId });
        },
      });
    }
  }

  function saveChanges(template: MessageTemplate) {
    updateTemplate.mutate(
      { id: template.id, change: { message } },
      {
        onSuccess: (saved) => toast.success(COMPOSER_SCREEN_TEXTS.templateUpdated(saved.name)),
        onError: (failure) => toast.error(COMPOSER_SCREEN_TEXTS.saveTemplateFailed(errorReason(failure))),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={`${id}-template`} className={labelClassName}>
          {COMPOSER_SCREEN_TEXTS.template}
        </label>
        <select
          ref={fallbackFocusRef}
          id={`${id}-template`}
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) => {
            choose(event.target.value === '' ? null : Number(event.target.value));
          }}
          className={cn(controlClassName, 'mt-1.5 pr-8')}
        >
          <option value="">{composer.templates.length === 0 ? COMPOSER_SCREEN_TEXTS.noTemplatesYet : COMPOSER_SCREEN_TEXTS.noTemplate}</option>
          {composer.templates.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.name}
            </option>
          ))}
        </select>
      </div>
      {chosen && message !== chosen.message ? (
        <Button
          variant="secondary"
          icon={<Save aria-hidden="true" className="size-4" />}
          aria-label={COMPOSER_SCREEN_TEXTS.saveTemplateChangesNamed(chosen.name)}
          pending={updateTemplate.isPending}
          onClick={() => {
            saveChanges(chosen);
          }}
        >
          {COMPOSER_SCREEN_TEXTS.saveTemplateChanges}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        icon={<BookmarkPlus aria-hidden="true" className="size-4" />}
        onClick={() => {
          setDialog('create');
        }}
      >
        {COMPOSER_SCREEN_TEXTS.saveAsTemplate}
      </Button>
      {chosen ? (
        <TemplateMenu
          name={chosen.name}
          onRename={() => {
            setDialog('rename');
          }}
          onDelete={() => {
            setDialog('delete');
          }}
        />
      ) : null}

      {dialog === 'create' ? (
        <TemplateNameDialog
          message={message}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'rename' && chosen ? (
        <TemplateNameDialog
          template={chosen}
          message={message}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'delete' && chosen ? (
        <DeleteTemplateDialog
          template={chosen}
          fallbackFocusRef={fallbackFocusRef}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

function TemplateMenu({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  const { open, setOpen, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const label = COMPOSER_SCREEN_TEXTS.templateActions(name);

  function run(action: () => void) {
    setOpen(false);
    // The dialog gives the focus back to the menu's button when it closes.
    buttonRef.current?.focus();
    action();
  }

  return (
    <div ref={containerRef} className="relative">
      <Button ref={buttonRef} variant="secondary" aria-label={label} {...buttonProps} icon={<EllipsisVertical aria-hidden="true" className="size-4" />} className="px-3" />
      {open ? (
        <div
          ref={menuRef}
          {...menuProps}
          aria-label={label}
          className="absolute right-0 z-30 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <MenuItem
            onClick={() => {
              run(onRename);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {COMPOSER_SCREEN_TEXTS.renameTemplate}
          </MenuItem>
          <MenuSeparator />
          <MenuItem
            className="text-red-600 dark:text-red-400"
            onClick={() => {
              run(onDelete);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {COMPOSER_SCREEN_TEXTS.deleteTemplate}
          </MenuItem>
        </div>
      ) : null}
    </div>
  );
}

const isNameTaken = (failure: unknown) => failure instanceof ApiRequestError && failure.code === COMPOSE_ERROR_CODES.templateNameTaken;

/** 'Save as template' (a new template of the message as it is) or 'Rename template'. */
function TemplateNameDialog({ template, message, onClose }: { template?: MessageTemplate; message: string; onClose: () => void }) {
  const form = useFormState(() => ({ name: template?.name ?? '' }));
  const create = useCreateTemplate();
  const rename = useUpdateTemplate();
  const saving = template ? rename : create;
  const [refusal, setRefusal] = useState<string | null>(null);

  function onSubmit() {
    // The same rules as the server's: a name of 1 to 60 characters, a message that is not blank.
    const parsed = createTemplateSchema.safeParse({ name: form.values.name, message: template ? template.message : message });
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    setRefusal(errors.message ?? null);
    const input = form.accept(parsed.success ? { input: parsed.data } : { errors: { name: errors.name } });
    if (!input) return;
    const done = {
      onSuccess: (saved: MessageTemplate) => {
        toast.success(template ? COMPOSER_SCREEN_TEXTS.templateRenamed(saved.name) : COMPOSER_SCREEN_TEXTS.templateSaved(saved.name));
        onClose();
      },
      onError: (failure: Error) => {
        if (isNameTaken(failure)) form.refuse({ name: failure.message });
      },
    };
    if (template) rename.mutate({ id: template.id, change: { name: input.name } }, done);
    else create.mutate(input, done);
  }

  const failed = saving.error && !isNameTaken(saving.error) ? COMPOSER_SCREEN_TEXTS.saveTemplateFailed(errorReason(saving.error)) : null;
  return (
    <FormDialog
      title={template ? COMPOSER_SCREEN_TEXTS.renameTemplate : COMPOSER_SCREEN_TEXTS.saveAsTemplate}
      description={template ? undefined : COMPOSER_SCREEN_TEXTS.saveAsTemplateHint}
      className="max-w-md"
      formRef={form.formRef}
      pending={saving.isPending}
      error={refusal ?? failed}
      submitLabel={template ? COMPOSER_SCREEN_TEXTS.rename : COMPOSER_SCREEN_TEXTS.save}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label={COMPOSER_SCREEN_TEXTS.templateName} required maxLength={TEMPLATE_NAME_MAX} data-autofocus autoComplete="off" {...form.text('name')} />
    </FormDialog>
  );
}

function DeleteTemplateDialog({ template, fallbackFocusRef, onClose }: { template: MessageTemplate; fallbackFocusRef: RefObject<HTMLSelectElement | null>; onClose: () => void }) {
  const remove = useDeleteTemplate();
  return (
    <ConfirmDialog
      title={COMPOSER_SCREEN_TEXTS.deleteTemplate}
      message={COMPOSER_SCREEN_TEXTS.deleteTemplateQuestion(template.name)}
      confirmLabel={COMPOSER_SCREEN_TEXTS.delete}
      request={remove}
      failed={COMPOSER_SCREEN_TEXTS.deleteTemplateFailed}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.success(COMPOSER_SCREEN_TEXTS.templateDeleted(template.name));
            onClose();
          },
        });
      }}
    />
  );
}
