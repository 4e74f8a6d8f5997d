/** The demo tools' SQL: whether any tool exists, and one tool's rows written at once. */
import type { TCreateTool } from '@wordloom/shared/schemas/tools';
import type { Executor } from '../../../db/executor.ts';

export async function hasAnyTool(db: Executor): Promise<boolean> {
  return (await db.selectFrom('tools').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * A tool with its fields, webhook and SEO rows (no chaining, no secret header, no author). JSON
 * columns are written as text, as the tools feature reads them back.
 */
export async function insertDemoTool(db: Executor, tool: TCreateTool): Promise<string> {
  const { id } = await db
    .insertInto('tools')
    .values({
      name: tool.name,
      slug: tool.slug,
      description: tool.description,
      howItWorks: tool.howItWorks,
      previewImage: tool.previewImage === '' ? null : tool.previewImage,
      status: tool.status,
      languageCode: tool.languageCode,
      runner: tool.runner,
      aiPromptTemplate: tool.ai.promptTemplate,
      aiComposerRecipe: tool.ai.composerRecipe,
      createdBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (tool.fields.length > 0) {
    await db
      .insertInto('toolFields')
      .values(
        tool.fields.map((field, index) => ({
          toolId: id,
          fieldName: field.fieldName,
          label: field.label,
          fieldType: field.fieldType,
          placeholder: field.placeholder,
          options: JSON.stringify(field.options),
          isRequired: field.isRequired,
          validationRules: JSON.stringify(field.validationRules),
          displayOrder: index,
        })),
      )
      .execute();
  }
  const { webhook, seo } = tool;
  await db
    .insertInto('toolWebhooks')
    .values({
      toolId: id,
      webhookUrl: webhook.webhookUrl,
      httpMethod: webhook.httpMethod,
      timeoutSeconds: webhook.timeoutSeconds,
      payloadTemplate: webhook.payloadTemplate === null ? null : JSON.stringify(webhook.payloadTemplate),
      responseMapping: JSON.stringify(webhook.responseMapping),
      headers: JSON.stringify(webhook.headers),
      secretHeaderName: '',
      secretHeaderValue: null,
    })
    .execute();
  await db
    .insertInto('toolSeo')
    .values({
      toolId: id,
      pageTitle: seo.pageTitle,
      metaDescription: seo.metaDescription,
      ogTitle: seo.ogTitle,
      ogDescription: seo.ogDescription,
      ogImage: seo.ogImage,
      twitterTitle: seo.twitterTitle,
      twitterDescription: seo.twitterDescription,
      twitterImage: seo.twitterImage,
      canonicalUrl: seo.canonicalUrl,
      structuredData: seo.structuredData === null ? null : JSON.stringify(seo.structuredData),
    })
    .execute();
  return id;
}
