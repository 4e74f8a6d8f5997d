import { type AdminTool, ZCreateTool, ZUpdateTool } from '@wordloom/shared/schemas/tools';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { toolFieldErrors, toolRuleMessage } from './messages.ts';
import { NEW_TOOL_VALUES, toolFormValues, toolInput } from './tool-form.ts';

/** The builder's form: a new tool (`tool` null) checked by ZCreateTool, a saved one by ZUpdateTool. */
export function useToolForm(tool: AdminTool | null) {
  return useSchemaForm({
    initialValues: tool ? toolFormValues(tool) : NEW_TOOL_VALUES,
    schema: tool ? ZUpdateTool : ZCreateTool,
    toInput: (values) => (tool ? { ...toolInput(values), id: tool.id } : toolInput(values)),
    messageOf: toolRuleMessage,
    fieldErrorsOf: toolFieldErrors,
  });
}

/** What each section of the builder gets: the form. */
export type ToolForm = ReturnType<typeof useToolForm>;
