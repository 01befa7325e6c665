#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/generated/v1/api/calendars/calendars.zod.ts
var calendars_zod_exports = {};
__export(calendars_zod_exports, {
  createCalendarBody: () => createCalendarBody,
  createCalendarResponse: () => createCalendarResponse,
  deleteCalendarParams: () => deleteCalendarParams,
  getCalendarParams: () => getCalendarParams,
  getCalendarResponse: () => getCalendarResponse,
  getEventParams: () => getEventParams,
  getEventResponse: () => getEventResponse,
  listCalendarsResponse: () => listCalendarsResponse,
  listCalendarsResponseItem: () => listCalendarsResponseItem,
  listEventsQueryParams: () => listEventsQueryParams,
  listEventsResponse: () => listEventsResponse,
  listRawCalendarsBody: () => listRawCalendarsBody,
  listRawCalendarsResponse: () => listRawCalendarsResponse,
  patchBotBody: () => patchBotBody,
  patchBotBodyBotImageDefault: () => patchBotBodyBotImageDefault,
  patchBotBodyBotNameDefault: () => patchBotBodyBotNameDefault,
  patchBotBodyDeduplicationKeyDefault: () => patchBotBodyDeduplicationKeyDefault,
  patchBotBodyEnterMessageDefault: () => patchBotBodyEnterMessageDefault,
  patchBotBodyExtraDefault: () => patchBotBodyExtraDefault,
  patchBotBodyNooneJoinedTimeoutDefault: () => patchBotBodyNooneJoinedTimeoutDefault,
  patchBotBodySpeechToTextDefault: () => patchBotBodySpeechToTextDefault,
  patchBotBodyStreamingAudioFrequencyDefault: () => patchBotBodyStreamingAudioFrequencyDefault,
  patchBotBodyStreamingInputDefault: () => patchBotBodyStreamingInputDefault,
  patchBotBodyStreamingOutputDefault: () => patchBotBodyStreamingOutputDefault,
  patchBotBodyTranscriptionCustomParametersDefault: () => patchBotBodyTranscriptionCustomParametersDefault,
  patchBotBodyWaitingRoomTimeoutDefault: () => patchBotBodyWaitingRoomTimeoutDefault,
  patchBotBodyWebhookUrlDefault: () => patchBotBodyWebhookUrlDefault,
  patchBotBodyZoomAccessTokenUrlDefault: () => patchBotBodyZoomAccessTokenUrlDefault,
  patchBotBodyZoomObfTokenDefault: () => patchBotBodyZoomObfTokenDefault,
  patchBotBodyZoomObfTokenUrlDefault: () => patchBotBodyZoomObfTokenUrlDefault,
  patchBotBodyZoomObfTokenUserIdDefault: () => patchBotBodyZoomObfTokenUserIdDefault,
  patchBotBodyZoomSdkIdDefault: () => patchBotBodyZoomSdkIdDefault,
  patchBotBodyZoomSdkPwdDefault: () => patchBotBodyZoomSdkPwdDefault,
  patchBotParams: () => patchBotParams,
  patchBotQueryParams: () => patchBotQueryParams,
  patchBotResponse: () => patchBotResponse,
  patchBotResponseItem: () => patchBotResponseItem,
  resyncAllCalendarsQueryParams: () => resyncAllCalendarsQueryParams,
  resyncAllCalendarsResponse: () => resyncAllCalendarsResponse,
  resyncAllCalendarsResponseErrorsItemMax: () => resyncAllCalendarsResponseErrorsItemMax,
  resyncAllCalendarsResponseErrorsItemMin: () => resyncAllCalendarsResponseErrorsItemMin,
  scheduleRecordEventBody: () => scheduleRecordEventBody,
  scheduleRecordEventParams: () => scheduleRecordEventParams,
  scheduleRecordEventQueryParams: () => scheduleRecordEventQueryParams,
  scheduleRecordEventResponse: () => scheduleRecordEventResponse,
  scheduleRecordEventResponseItem: () => scheduleRecordEventResponseItem,
  unscheduleRecordEventParams: () => unscheduleRecordEventParams,
  unscheduleRecordEventQueryParams: () => unscheduleRecordEventQueryParams,
  unscheduleRecordEventResponse: () => unscheduleRecordEventResponse,
  unscheduleRecordEventResponseItem: () => unscheduleRecordEventResponseItem,
  updateCalendarBody: () => updateCalendarBody,
  updateCalendarParams: () => updateCalendarParams,
  updateCalendarResponse: () => updateCalendarResponse
});
var import_zod, listRawCalendarsBody, listRawCalendarsResponse, listCalendarsResponseItem, listCalendarsResponse, createCalendarBody, createCalendarResponse, resyncAllCalendarsQueryParams, resyncAllCalendarsResponseErrorsItemMin, resyncAllCalendarsResponseErrorsItemMax, resyncAllCalendarsResponse, getCalendarParams, getCalendarResponse, deleteCalendarParams, updateCalendarParams, updateCalendarBody, updateCalendarResponse, getEventParams, getEventResponse, scheduleRecordEventParams, scheduleRecordEventQueryParams, scheduleRecordEventBody, scheduleRecordEventResponseItem, scheduleRecordEventResponse, unscheduleRecordEventParams, unscheduleRecordEventQueryParams, unscheduleRecordEventResponseItem, unscheduleRecordEventResponse, patchBotParams, patchBotQueryParams, patchBotBodyBotImageDefault, patchBotBodyBotNameDefault, patchBotBodyDeduplicationKeyDefault, patchBotBodyEnterMessageDefault, patchBotBodyExtraDefault, patchBotBodyNooneJoinedTimeoutDefault, patchBotBodySpeechToTextDefault, patchBotBodyStreamingAudioFrequencyDefault, patchBotBodyStreamingInputDefault, patchBotBodyStreamingOutputDefault, patchBotBodyTranscriptionCustomParametersDefault, patchBotBodyWaitingRoomTimeoutDefault, patchBotBodyWebhookUrlDefault, patchBotBodyZoomAccessTokenUrlDefault, patchBotBodyZoomObfTokenDefault, patchBotBodyZoomObfTokenUrlDefault, patchBotBodyZoomObfTokenUserIdDefault, patchBotBodyZoomSdkIdDefault, patchBotBodyZoomSdkPwdDefault, patchBotBody, patchBotResponseItem, patchBotResponse, listEventsQueryParams, listEventsResponse;
var init_calendars_zod = __esm({
  "src/generated/v1/api/calendars/calendars.zod.ts"() {
    "use strict";
    import_zod = require("zod");
    listRawCalendarsBody = import_zod.z.object({
      oauth_client_id: import_zod.z.string(),
      oauth_client_secret: import_zod.z.string(),
      oauth_refresh_token: import_zod.z.string(),
      platform: import_zod.z.enum(["Google", "Microsoft"]).describe(
        'Fields with value `"simple"` parse as `Kind::Simple`. Fields with value `"fancy"` parse as `Kind::SoFancy`.'
      )
    });
    listRawCalendarsResponse = import_zod.z.object({
      calendars: import_zod.z.array(
        import_zod.z.object({
          email: import_zod.z.string(),
          id: import_zod.z.string(),
          is_primary: import_zod.z.boolean()
        })
      )
    });
    listCalendarsResponseItem = import_zod.z.object({
      email: import_zod.z.string(),
      google_id: import_zod.z.string(),
      name: import_zod.z.string(),
      resource_id: import_zod.z.string().nullish(),
      uuid: import_zod.z.string().uuid()
    });
    listCalendarsResponse = import_zod.z.array(listCalendarsResponseItem);
    createCalendarBody = import_zod.z.object({
      oauth_client_id: import_zod.z.string(),
      oauth_client_secret: import_zod.z.string(),
      oauth_refresh_token: import_zod.z.string(),
      platform: import_zod.z.enum(["Google", "Microsoft"]).describe(
        'Fields with value `"simple"` parse as `Kind::Simple`. Fields with value `"fancy"` parse as `Kind::SoFancy`.'
      ),
      raw_calendar_id: import_zod.z.string().nullish()
    });
    createCalendarResponse = import_zod.z.object({
      calendar: import_zod.z.object({
        email: import_zod.z.string(),
        google_id: import_zod.z.string(),
        name: import_zod.z.string(),
        resource_id: import_zod.z.string().nullish(),
        uuid: import_zod.z.string().uuid()
      })
    });
    resyncAllCalendarsQueryParams = import_zod.z.object({
      days: import_zod.z.number().nullish().describe("Number of days to sync forward (default: 30 for rolling window)")
    });
    resyncAllCalendarsResponseErrorsItemMin = 2;
    resyncAllCalendarsResponseErrorsItemMax = 2;
    resyncAllCalendarsResponse = import_zod.z.object({
      errors: import_zod.z.array(
        import_zod.z.array(import_zod.z.record(import_zod.z.string(), import_zod.z.any())).min(resyncAllCalendarsResponseErrorsItemMin).max(resyncAllCalendarsResponseErrorsItemMax)
      ).describe(
        "List of calendar UUIDs that failed to resync, with detailed error messages explaining the failure reason"
      ),
      synced_calendars: import_zod.z.array(import_zod.z.string().uuid()).describe(
        "List of calendar UUIDs that were successfully resynced with their calendar provider (Google, Microsoft)"
      )
    });
    getCalendarParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    getCalendarResponse = import_zod.z.object({
      email: import_zod.z.string(),
      google_id: import_zod.z.string(),
      name: import_zod.z.string(),
      resource_id: import_zod.z.string().nullish(),
      uuid: import_zod.z.string().uuid()
    });
    deleteCalendarParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    updateCalendarParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    updateCalendarBody = import_zod.z.object({
      oauth_client_id: import_zod.z.string(),
      oauth_client_secret: import_zod.z.string(),
      oauth_refresh_token: import_zod.z.string(),
      platform: import_zod.z.enum(["Google", "Microsoft"]).describe(
        'Fields with value `"simple"` parse as `Kind::Simple`. Fields with value `"fancy"` parse as `Kind::SoFancy`.'
      )
    });
    updateCalendarResponse = import_zod.z.object({
      calendar: import_zod.z.object({
        email: import_zod.z.string(),
        google_id: import_zod.z.string(),
        name: import_zod.z.string(),
        resource_id: import_zod.z.string().nullish(),
        uuid: import_zod.z.string().uuid()
      })
    });
    getEventParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    getEventResponse = import_zod.z.object({
      attendees: import_zod.z.array(
        import_zod.z.object({
          email: import_zod.z.string().describe("The email address of the meeting attendee"),
          name: import_zod.z.string().nullish().describe(
            "The display name of the attendee if available from the calendar provider (Google, Microsoft)"
          )
        })
      ),
      bot_param: import_zod.z.object({
        bot_image: import_zod.z.string().nullish(),
        bot_name: import_zod.z.string(),
        deduplication_key: import_zod.z.string().nullish(),
        enter_message: import_zod.z.string().nullish(),
        extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        noone_joined_timeout: import_zod.z.number().nullish(),
        recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
          import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
        ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
        speech_to_text_api_key: import_zod.z.string().nullish(),
        speech_to_text_provider: import_zod.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod.z.null()).optional(),
        streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
        streaming_input: import_zod.z.string().nullish(),
        streaming_output: import_zod.z.string().nullish(),
        transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        waiting_room_timeout: import_zod.z.number().nullish(),
        webhook_url: import_zod.z.string(),
        zoom_access_token_url: import_zod.z.string().nullish(),
        zoom_obf_token: import_zod.z.string().nullish(),
        zoom_obf_token_url: import_zod.z.string().nullish(),
        zoom_obf_token_user_id: import_zod.z.string().nullish(),
        zoom_sdk_id: import_zod.z.string().nullish(),
        zoom_sdk_pwd: import_zod.z.string().nullish()
      }).or(import_zod.z.null()).optional().describe("Associated bot parameters if a bot is scheduled for this event"),
      calendar_uuid: import_zod.z.string().uuid(),
      deleted: import_zod.z.boolean().describe("Indicates whether this event has been deleted"),
      end_time: import_zod.z.string().datetime({}).describe("The end time of the event in UTC timezone"),
      google_id: import_zod.z.string().describe("The unique identifier of the event from the calendar provider (Google, Microsoft)"),
      is_organizer: import_zod.z.boolean().describe("Indicates whether the current user is the organizer of this event"),
      is_recurring: import_zod.z.boolean().describe("Indicates whether this event is part of a recurring series"),
      last_updated_at: import_zod.z.string().datetime({}).describe("The timestamp when this event was last updated"),
      meeting_url: import_zod.z.string().describe("The URL that can be used to join the meeting (if available)"),
      name: import_zod.z.string().describe("The title/name of the calendar event"),
      raw: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
      recurring_event_id: import_zod.z.string().nullish().describe("For recurring events, the ID of the parent recurring event series (if applicable)"),
      start_time: import_zod.z.string().datetime({}).describe("The start time of the event in UTC timezone"),
      uuid: import_zod.z.string().uuid()
    });
    scheduleRecordEventParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    scheduleRecordEventQueryParams = import_zod.z.object({
      all_occurrences: import_zod.z.boolean().nullish().describe("schedule a bot to all occurences of a recurring event")
    });
    scheduleRecordEventBody = import_zod.z.object({
      bot_image: import_zod.z.string().nullish(),
      bot_name: import_zod.z.string(),
      deduplication_key: import_zod.z.string().nullish(),
      enter_message: import_zod.z.string().nullish(),
      extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).optional().describe("Custom data object"),
      noone_joined_timeout: import_zod.z.number().nullish(),
      recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
        import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
      ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
      silence_timeout: import_zod.z.number().nullish(),
      speech_to_text: import_zod.z.object({
        api_key: import_zod.z.string().nullish(),
        provider: import_zod.z.enum(["Gladia", "Runpod", "Default"])
      }).or(import_zod.z.enum(["Gladia", "Runpod", "Default"])).or(import_zod.z.null()).optional(),
      streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
      streaming_input: import_zod.z.string().nullish(),
      streaming_output: import_zod.z.string().nullish(),
      transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).optional().describe("Custom data object"),
      waiting_room_timeout: import_zod.z.number().nullish(),
      webhook_url: import_zod.z.string().nullish(),
      zoom_access_token_url: import_zod.z.string().nullish(),
      zoom_obf_token: import_zod.z.string().nullish(),
      zoom_obf_token_url: import_zod.z.string().nullish(),
      zoom_obf_token_user_id: import_zod.z.string().nullish(),
      zoom_sdk_id: import_zod.z.string().nullish(),
      zoom_sdk_pwd: import_zod.z.string().nullish()
    });
    scheduleRecordEventResponseItem = import_zod.z.object({
      attendees: import_zod.z.array(
        import_zod.z.object({
          email: import_zod.z.string().describe("The email address of the meeting attendee"),
          name: import_zod.z.string().nullish().describe(
            "The display name of the attendee if available from the calendar provider (Google, Microsoft)"
          )
        })
      ),
      bot_param: import_zod.z.object({
        bot_image: import_zod.z.string().nullish(),
        bot_name: import_zod.z.string(),
        deduplication_key: import_zod.z.string().nullish(),
        enter_message: import_zod.z.string().nullish(),
        extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        noone_joined_timeout: import_zod.z.number().nullish(),
        recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
          import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
        ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
        speech_to_text_api_key: import_zod.z.string().nullish(),
        speech_to_text_provider: import_zod.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod.z.null()).optional(),
        streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
        streaming_input: import_zod.z.string().nullish(),
        streaming_output: import_zod.z.string().nullish(),
        transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        waiting_room_timeout: import_zod.z.number().nullish(),
        webhook_url: import_zod.z.string(),
        zoom_access_token_url: import_zod.z.string().nullish(),
        zoom_obf_token: import_zod.z.string().nullish(),
        zoom_obf_token_url: import_zod.z.string().nullish(),
        zoom_obf_token_user_id: import_zod.z.string().nullish(),
        zoom_sdk_id: import_zod.z.string().nullish(),
        zoom_sdk_pwd: import_zod.z.string().nullish()
      }).or(import_zod.z.null()).optional().describe("Associated bot parameters if a bot is scheduled for this event"),
      calendar_uuid: import_zod.z.string().uuid(),
      deleted: import_zod.z.boolean().describe("Indicates whether this event has been deleted"),
      end_time: import_zod.z.string().datetime({}).describe("The end time of the event in UTC timezone"),
      google_id: import_zod.z.string().describe("The unique identifier of the event from the calendar provider (Google, Microsoft)"),
      is_organizer: import_zod.z.boolean().describe("Indicates whether the current user is the organizer of this event"),
      is_recurring: import_zod.z.boolean().describe("Indicates whether this event is part of a recurring series"),
      last_updated_at: import_zod.z.string().datetime({}).describe("The timestamp when this event was last updated"),
      meeting_url: import_zod.z.string().describe("The URL that can be used to join the meeting (if available)"),
      name: import_zod.z.string().describe("The title/name of the calendar event"),
      raw: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
      recurring_event_id: import_zod.z.string().nullish().describe("For recurring events, the ID of the parent recurring event series (if applicable)"),
      start_time: import_zod.z.string().datetime({}).describe("The start time of the event in UTC timezone"),
      uuid: import_zod.z.string().uuid()
    });
    scheduleRecordEventResponse = import_zod.z.array(scheduleRecordEventResponseItem);
    unscheduleRecordEventParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    unscheduleRecordEventQueryParams = import_zod.z.object({
      all_occurrences: import_zod.z.boolean().nullish().describe("unschedule a bot from all occurences of a recurring event")
    });
    unscheduleRecordEventResponseItem = import_zod.z.object({
      attendees: import_zod.z.array(
        import_zod.z.object({
          email: import_zod.z.string().describe("The email address of the meeting attendee"),
          name: import_zod.z.string().nullish().describe(
            "The display name of the attendee if available from the calendar provider (Google, Microsoft)"
          )
        })
      ),
      bot_param: import_zod.z.object({
        bot_image: import_zod.z.string().nullish(),
        bot_name: import_zod.z.string(),
        deduplication_key: import_zod.z.string().nullish(),
        enter_message: import_zod.z.string().nullish(),
        extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        noone_joined_timeout: import_zod.z.number().nullish(),
        recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
          import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
        ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
        speech_to_text_api_key: import_zod.z.string().nullish(),
        speech_to_text_provider: import_zod.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod.z.null()).optional(),
        streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
        streaming_input: import_zod.z.string().nullish(),
        streaming_output: import_zod.z.string().nullish(),
        transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        waiting_room_timeout: import_zod.z.number().nullish(),
        webhook_url: import_zod.z.string(),
        zoom_access_token_url: import_zod.z.string().nullish(),
        zoom_obf_token: import_zod.z.string().nullish(),
        zoom_obf_token_url: import_zod.z.string().nullish(),
        zoom_obf_token_user_id: import_zod.z.string().nullish(),
        zoom_sdk_id: import_zod.z.string().nullish(),
        zoom_sdk_pwd: import_zod.z.string().nullish()
      }).or(import_zod.z.null()).optional().describe("Associated bot parameters if a bot is scheduled for this event"),
      calendar_uuid: import_zod.z.string().uuid(),
      deleted: import_zod.z.boolean().describe("Indicates whether this event has been deleted"),
      end_time: import_zod.z.string().datetime({}).describe("The end time of the event in UTC timezone"),
      google_id: import_zod.z.string().describe("The unique identifier of the event from the calendar provider (Google, Microsoft)"),
      is_organizer: import_zod.z.boolean().describe("Indicates whether the current user is the organizer of this event"),
      is_recurring: import_zod.z.boolean().describe("Indicates whether this event is part of a recurring series"),
      last_updated_at: import_zod.z.string().datetime({}).describe("The timestamp when this event was last updated"),
      meeting_url: import_zod.z.string().describe("The URL that can be used to join the meeting (if available)"),
      name: import_zod.z.string().describe("The title/name of the calendar event"),
      raw: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
      recurring_event_id: import_zod.z.string().nullish().describe("For recurring events, the ID of the parent recurring event series (if applicable)"),
      start_time: import_zod.z.string().datetime({}).describe("The start time of the event in UTC timezone"),
      uuid: import_zod.z.string().uuid()
    });
    unscheduleRecordEventResponse = import_zod.z.array(unscheduleRecordEventResponseItem);
    patchBotParams = import_zod.z.object({
      uuid: import_zod.z.string().describe("The UUID identifier")
    });
    patchBotQueryParams = import_zod.z.object({
      all_occurrences: import_zod.z.boolean().nullish().describe("schedule a bot to all occurences of a recurring event")
    });
    patchBotBodyBotImageDefault = null;
    patchBotBodyBotNameDefault = null;
    patchBotBodyDeduplicationKeyDefault = null;
    patchBotBodyEnterMessageDefault = null;
    patchBotBodyExtraDefault = null;
    patchBotBodyNooneJoinedTimeoutDefault = null;
    patchBotBodySpeechToTextDefault = null;
    patchBotBodyStreamingAudioFrequencyDefault = null;
    patchBotBodyStreamingInputDefault = null;
    patchBotBodyStreamingOutputDefault = null;
    patchBotBodyTranscriptionCustomParametersDefault = null;
    patchBotBodyWaitingRoomTimeoutDefault = null;
    patchBotBodyWebhookUrlDefault = null;
    patchBotBodyZoomAccessTokenUrlDefault = null;
    patchBotBodyZoomObfTokenDefault = null;
    patchBotBodyZoomObfTokenUrlDefault = null;
    patchBotBodyZoomObfTokenUserIdDefault = null;
    patchBotBodyZoomSdkIdDefault = null;
    patchBotBodyZoomSdkPwdDefault = null;
    patchBotBody = import_zod.z.object({
      bot_image: import_zod.z.string().nullish(),
      bot_name: import_zod.z.string().nullish(),
      deduplication_key: import_zod.z.string().nullish(),
      enter_message: import_zod.z.string().nullish(),
      extra: import_zod.z.any().optional(),
      noone_joined_timeout: import_zod.z.number().nullish(),
      recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
        import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
      ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).or(import_zod.z.null()).optional(),
      speech_to_text: import_zod.z.object({
        api_key: import_zod.z.string().nullish(),
        provider: import_zod.z.enum(["Gladia", "Runpod", "Default"])
      }).or(import_zod.z.enum(["Gladia", "Runpod", "Default"])).or(import_zod.z.null()).or(import_zod.z.null()).optional(),
      streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).or(import_zod.z.null()).optional(),
      streaming_input: import_zod.z.string().nullish(),
      streaming_output: import_zod.z.string().nullish(),
      transcription_custom_parameters: import_zod.z.any().optional(),
      waiting_room_timeout: import_zod.z.number().nullish(),
      webhook_url: import_zod.z.string().nullish(),
      zoom_access_token_url: import_zod.z.string().nullish(),
      zoom_obf_token: import_zod.z.string().nullish(),
      zoom_obf_token_url: import_zod.z.string().nullish(),
      zoom_obf_token_user_id: import_zod.z.string().nullish(),
      zoom_sdk_id: import_zod.z.string().nullish(),
      zoom_sdk_pwd: import_zod.z.string().nullish()
    });
    patchBotResponseItem = import_zod.z.object({
      attendees: import_zod.z.array(
        import_zod.z.object({
          email: import_zod.z.string().describe("The email address of the meeting attendee"),
          name: import_zod.z.string().nullish().describe(
            "The display name of the attendee if available from the calendar provider (Google, Microsoft)"
          )
        })
      ),
      bot_param: import_zod.z.object({
        bot_image: import_zod.z.string().nullish(),
        bot_name: import_zod.z.string(),
        deduplication_key: import_zod.z.string().nullish(),
        enter_message: import_zod.z.string().nullish(),
        extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        noone_joined_timeout: import_zod.z.number().nullish(),
        recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
          import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
        ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
        speech_to_text_api_key: import_zod.z.string().nullish(),
        speech_to_text_provider: import_zod.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod.z.null()).optional(),
        streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
        streaming_input: import_zod.z.string().nullish(),
        streaming_output: import_zod.z.string().nullish(),
        transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
        waiting_room_timeout: import_zod.z.number().nullish(),
        webhook_url: import_zod.z.string(),
        zoom_access_token_url: import_zod.z.string().nullish(),
        zoom_obf_token: import_zod.z.string().nullish(),
        zoom_obf_token_url: import_zod.z.string().nullish(),
        zoom_obf_token_user_id: import_zod.z.string().nullish(),
        zoom_sdk_id: import_zod.z.string().nullish(),
        zoom_sdk_pwd: import_zod.z.string().nullish()
      }).or(import_zod.z.null()).optional().describe("Associated bot parameters if a bot is scheduled for this event"),
      calendar_uuid: import_zod.z.string().uuid(),
      deleted: import_zod.z.boolean().describe("Indicates whether this event has been deleted"),
      end_time: import_zod.z.string().datetime({}).describe("The end time of the event in UTC timezone"),
      google_id: import_zod.z.string().describe("The unique identifier of the event from the calendar provider (Google, Microsoft)"),
      is_organizer: import_zod.z.boolean().describe("Indicates whether the current user is the organizer of this event"),
      is_recurring: import_zod.z.boolean().describe("Indicates whether this event is part of a recurring series"),
      last_updated_at: import_zod.z.string().datetime({}).describe("The timestamp when this event was last updated"),
      meeting_url: import_zod.z.string().describe("The URL that can be used to join the meeting (if available)"),
      name: import_zod.z.string().describe("The title/name of the calendar event"),
      raw: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
      recurring_event_id: import_zod.z.string().nullish().describe("For recurring events, the ID of the parent recurring event series (if applicable)"),
      start_time: import_zod.z.string().datetime({}).describe("The start time of the event in UTC timezone"),
      uuid: import_zod.z.string().uuid()
    });
    patchBotResponse = import_zod.z.array(patchBotResponseItem);
    listEventsQueryParams = import_zod.z.object({
      attendee_email: import_zod.z.string().nullish().describe(
        `If provided, filters events to include only those with this attendee's email address Example: "jane.smith@example.com"`
      ),
      calendar_id: import_zod.z.string().describe(
        "Calendar ID to filter events by This is required to specify which calendar's events to retrieve"
      ),
      cursor: import_zod.z.string().nullish().describe(
        "Optional cursor for pagination This value is included in the `next` field of the previous response"
      ),
      organizer_email: import_zod.z.string().nullish().describe(
        `If provided, filters events to include only those with this organizer's email address Example: "john.doe@example.com"`
      ),
      start_date_gte: import_zod.z.string().nullish().describe(
        'If provided, filters events to include only those with a start date greater than or equal to this timestamp Format: ISO-8601 string, e.g., "2023-01-01T00:00:00Z"'
      ),
      start_date_lte: import_zod.z.string().nullish().describe(
        'If provided, filters events to include only those with a start date less than or equal to this timestamp Format: ISO-8601 string, e.g., "2023-12-31T23:59:59Z"'
      ),
      status: import_zod.z.string().nullish().describe(
        'Filter events by meeting status Valid values: "upcoming" (default) returns events after current time, "past" returns previous events, "all" returns both'
      ),
      updated_at_gte: import_zod.z.string().nullish().describe(
        'If provided, fetches only events updated at or after this timestamp Format: ISO-8601 string, e.g., "2023-01-01T00:00:00Z"'
      )
    });
    listEventsResponse = import_zod.z.object({
      data: import_zod.z.array(
        import_zod.z.object({
          attendees: import_zod.z.array(
            import_zod.z.object({
              email: import_zod.z.string().describe("The email address of the meeting attendee"),
              name: import_zod.z.string().nullish().describe(
                "The display name of the attendee if available from the calendar provider (Google, Microsoft)"
              )
            })
          ),
          bot_param: import_zod.z.object({
            bot_image: import_zod.z.string().nullish(),
            bot_name: import_zod.z.string(),
            deduplication_key: import_zod.z.string().nullish(),
            enter_message: import_zod.z.string().nullish(),
            extra: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
            noone_joined_timeout: import_zod.z.number().nullish(),
            recording_mode: import_zod.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
              import_zod.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
            ).or(import_zod.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod.z.null()).optional(),
            speech_to_text_api_key: import_zod.z.string().nullish(),
            speech_to_text_provider: import_zod.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod.z.null()).optional(),
            streaming_audio_frequency: import_zod.z.enum(["16khz", "24khz"]).or(import_zod.z.null()).optional(),
            streaming_input: import_zod.z.string().nullish(),
            streaming_output: import_zod.z.string().nullish(),
            transcription_custom_parameters: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
            waiting_room_timeout: import_zod.z.number().nullish(),
            webhook_url: import_zod.z.string(),
            zoom_access_token_url: import_zod.z.string().nullish(),
            zoom_obf_token: import_zod.z.string().nullish(),
            zoom_obf_token_url: import_zod.z.string().nullish(),
            zoom_obf_token_user_id: import_zod.z.string().nullish(),
            zoom_sdk_id: import_zod.z.string().nullish(),
            zoom_sdk_pwd: import_zod.z.string().nullish()
          }).or(import_zod.z.null()).optional().describe("Associated bot parameters if a bot is scheduled for this event"),
          calendar_uuid: import_zod.z.string().uuid(),
          deleted: import_zod.z.boolean().describe("Indicates whether this event has been deleted"),
          end_time: import_zod.z.string().datetime({}).describe("The end time of the event in UTC timezone"),
          google_id: import_zod.z.string().describe(
            "The unique identifier of the event from the calendar provider (Google, Microsoft)"
          ),
          is_organizer: import_zod.z.boolean().describe("Indicates whether the current user is the organizer of this event"),
          is_recurring: import_zod.z.boolean().describe("Indicates whether this event is part of a recurring series"),
          last_updated_at: import_zod.z.string().datetime({}).describe("The timestamp when this event was last updated"),
          meeting_url: import_zod.z.string().describe("The URL that can be used to join the meeting (if available)"),
          name: import_zod.z.string().describe("The title/name of the calendar event"),
          raw: import_zod.z.record(import_zod.z.string(), import_zod.z.any()).describe("Custom data object"),
          recurring_event_id: import_zod.z.string().nullish().describe(
            "For recurring events, the ID of the parent recurring event series (if applicable)"
          ),
          start_time: import_zod.z.string().datetime({}).describe("The start time of the event in UTC timezone"),
          uuid: import_zod.z.string().uuid()
        })
      ).describe("Vector of calendar events matching the list criteria"),
      next: import_zod.z.string().nullish().describe(
        "Optional url for fetching the next page of results if there are more results to fetch. The limit of events returned is 100. When None, there are no more results to fetch."
      )
    });
  }
});

// src/generated/v1/api/default/default.zod.ts
var default_zod_exports = {};
__export(default_zod_exports, {
  botsWithMetadataQueryLimitDefault: () => botsWithMetadataQueryLimitDefault,
  botsWithMetadataQueryParams: () => botsWithMetadataQueryParams,
  botsWithMetadataResponse: () => botsWithMetadataResponse,
  botsWithMetadataResponseLastUpdatedDefault: () => botsWithMetadataResponseLastUpdatedDefault,
  deleteDataParams: () => deleteDataParams,
  deleteDataResponse: () => deleteDataResponse,
  getMeetingDataQueryIncludeTranscriptsDefault: () => getMeetingDataQueryIncludeTranscriptsDefault,
  getMeetingDataQueryParams: () => getMeetingDataQueryParams,
  getMeetingDataResponse: () => getMeetingDataResponse,
  getScreenshotsParams: () => getScreenshotsParams,
  getScreenshotsResponse: () => getScreenshotsResponse,
  getScreenshotsResponseItem: () => getScreenshotsResponseItem,
  joinBody: () => joinBody,
  joinBodyAutomaticLeaveNooneJoinedTimeoutMin: () => joinBodyAutomaticLeaveNooneJoinedTimeoutMin,
  joinBodyAutomaticLeaveSilenceTimeoutMin: () => joinBodyAutomaticLeaveSilenceTimeoutMin,
  joinBodyAutomaticLeaveWaitingRoomTimeoutMin: () => joinBodyAutomaticLeaveWaitingRoomTimeoutMin,
  joinBodyReservedDefault: () => joinBodyReservedDefault,
  joinBodyStartTimeMin: () => joinBodyStartTimeMin,
  joinBodyTranscriptionCustomParametersDefault: () => joinBodyTranscriptionCustomParametersDefault,
  joinResponse: () => joinResponse,
  leaveParams: () => leaveParams,
  leaveResponse: () => leaveResponse,
  retranscribeBotBody: () => retranscribeBotBody
});
var import_zod2, joinBodyAutomaticLeaveNooneJoinedTimeoutMin, joinBodyAutomaticLeaveSilenceTimeoutMin, joinBodyAutomaticLeaveWaitingRoomTimeoutMin, joinBodyReservedDefault, joinBodyStartTimeMin, joinBodyTranscriptionCustomParametersDefault, joinBody, joinResponse, leaveParams, leaveResponse, getMeetingDataQueryIncludeTranscriptsDefault, getMeetingDataQueryParams, getMeetingDataResponse, deleteDataParams, deleteDataResponse, botsWithMetadataQueryLimitDefault, botsWithMetadataQueryParams, botsWithMetadataResponseLastUpdatedDefault, botsWithMetadataResponse, retranscribeBotBody, getScreenshotsParams, getScreenshotsResponseItem, getScreenshotsResponse;
var init_default_zod = __esm({
  "src/generated/v1/api/default/default.zod.ts"() {
    "use strict";
    import_zod2 = require("zod");
    joinBodyAutomaticLeaveNooneJoinedTimeoutMin = 0;
    joinBodyAutomaticLeaveSilenceTimeoutMin = 0;
    joinBodyAutomaticLeaveWaitingRoomTimeoutMin = 0;
    joinBodyReservedDefault = false;
    joinBodyStartTimeMin = 0;
    joinBodyTranscriptionCustomParametersDefault = null;
    joinBody = import_zod2.z.object({
      automatic_leave: import_zod2.z.object({
        noone_joined_timeout: import_zod2.z.number().min(joinBodyAutomaticLeaveNooneJoinedTimeoutMin).nullish().describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting, defaults to 600 seconds (10 minutes). Minimum: 120 seconds (2 minutes). Maximum: 1800 seconds (30 minutes). When a bot first joins a meeting, it uses this timeout to determine if any participants have joined. If no participants are detected within this period, the bot will leave the meeting. Once participants are detected, the silence_timeout takes over. Applies to Google Meet and Microsoft Teams only."
        ),
        silence_timeout: import_zod2.z.number().min(joinBodyAutomaticLeaveSilenceTimeoutMin).nullish().describe(
          "The timeout in seconds for the bot to leave the meeting if no speaker activity is detected, defaults to 600 seconds (10 minutes). Minimum: 300 seconds (5 minutes). Maximum: 1800 seconds (30 minutes). This timeout becomes active after participants are detected. The bot monitors for audio activity, and if no sound is detected for the duration of this timeout, it will automatically leave the meeting. Important: Configure these timeouts carefully to ensure the bot doesn't leave too early - the noone_joined_timeout should be long enough to wait for late joiners, and the silence_timeout should account for intentional pauses. Applies to Google Meet and Microsoft Teams only."
        ),
        waiting_room_timeout: import_zod2.z.number().min(joinBodyAutomaticLeaveWaitingRoomTimeoutMin).nullish().describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting, defaults to 600 seconds (10 minutes). Minimum: 120 seconds (2 minutes). Maximum: 1800 seconds (30 minutes). Note: Google Meet also has it's own waiting room timeout (about ~10 minutes). Setting a higher value for such meetings would have no effect because Google Meet will deny entry to the bot after its own timeout."
        )
      }).or(import_zod2.z.null()).optional().describe(
        "Configuration for automatic meeting exit behavior. The bot uses waiting_room_timeout to wait in the waiting room, then noone_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Applies to Google Meet and Microsoft Teams only."
      ),
      bot_image: import_zod2.z.string().url().nullish().describe("The image to use for the bot, must be a URL. Recommended ratio is 16:9."),
      bot_name: import_zod2.z.string(),
      deduplication_key: import_zod2.z.string().nullish().describe(
        "We prevent multiple bots with same API key joining a meeting within 5 mins, unless overridden by deduplication_key."
      ),
      entry_message: import_zod2.z.string().nullish().describe(
        "There are no entry messages on Microsoft Teams as guests outside of an organization do not have access to the chat."
      ),
      extra: import_zod2.z.record(import_zod2.z.string(), import_zod2.z.any()).optional().describe("Custom data object"),
      meeting_url: import_zod2.z.string(),
      recording_mode: import_zod2.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
        import_zod2.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
      ).or(import_zod2.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod2.z.null()).optional().describe(
        "The recording mode for the bot, defaults to 'speaker_view'. Supported values are 'speaker_view' and 'audio_only'. 'gallery_view' is currently under development."
      ),
      reserved: import_zod2.z.boolean().optional().describe("Deprecated, do not use."),
      speech_to_text: import_zod2.z.object({
        api_key: import_zod2.z.string().nullish(),
        provider: import_zod2.z.enum(["Gladia", "Runpod", "Default"])
      }).or(import_zod2.z.enum(["Gladia", "Runpod", "Default"])).or(import_zod2.z.null()).optional().describe("The default speech to text provider is Gladia."),
      start_time: import_zod2.z.number().min(joinBodyStartTimeMin).nullish().describe(
        "Reserved has been deprecated in favour of start_time. Unix timestamp (in seconds) for when the bot should join the meeting. The bot joins eaxctly at the start time."
      ),
      streaming: import_zod2.z.object({
        audio_frequency: import_zod2.z.enum(["16khz", "24khz"]).or(import_zod2.z.null()).optional(),
        input: import_zod2.z.string().nullish(),
        output: import_zod2.z.string().nullish()
      }).or(import_zod2.z.null()).optional().describe(
        "WebSocket streams for 16 kHz audio. Input stream receives audio sent to the bot. Output stream receives audio from the bot."
      ),
      transcription_custom_parameters: import_zod2.z.any().optional().describe("For your own transcription parameters"),
      webhook_url: import_zod2.z.string().nullish().describe(
        "A webhook URL to send events to, overrides the webhook URL set in your account settings."
      ),
      zoom_access_token_url: import_zod2.z.string().nullish().describe(
        "URL that returns a Zoom ZAK token (short-lived access token) for joining authenticated meetings."
      ),
      zoom_obf_token: import_zod2.z.string().nullish().describe(
        "A raw Zoom On Behalf Of (OBF) token for joining external Zoom meetings. Required for meetings that enforce authenticated join after March 2, 2026."
      ),
      zoom_obf_token_url: import_zod2.z.string().nullish().describe(
        "URL that returns a Zoom OBF token. The bot will fetch the token from this URL at join time."
      ),
      zoom_obf_token_user_id: import_zod2.z.string().nullish().describe(
        "The Zoom user ID associated with a stored OAuth connection. When set, the system will automatically fetch an OBF token using the managed OAuth credentials."
      ),
      zoom_sdk_id: import_zod2.z.string().nullish().describe("For the Own Zoom Credentials feature, we need your zoom sdk id."),
      zoom_sdk_pwd: import_zod2.z.string().nullish().describe("For the Own Zoom Credentials feature, we need your zoom sdk pwd.")
    });
    joinResponse = import_zod2.z.object({
      bot_id: import_zod2.z.string().uuid()
    });
    leaveParams = import_zod2.z.object({
      uuid: import_zod2.z.string().describe("The UUID identifier")
    });
    leaveResponse = import_zod2.z.object({
      ok: import_zod2.z.boolean()
    });
    getMeetingDataQueryIncludeTranscriptsDefault = true;
    getMeetingDataQueryParams = import_zod2.z.object({
      bot_id: import_zod2.z.string(),
      include_transcripts: import_zod2.z.boolean().default(getMeetingDataQueryIncludeTranscriptsDefault).describe(
        "Whether to include transcription data in the response. Defaults to true if not specified."
      )
    });
    getMeetingDataResponse = import_zod2.z.object({
      audio: import_zod2.z.string().describe(
        "URL to access the recording WAV audio file. Will be an empty string if the file doesn't exist in S3."
      ),
      bot_data: import_zod2.z.object({
        bot: import_zod2.z.object({
          account_id: import_zod2.z.number(),
          bot_exited_at: import_zod2.z.string().datetime({}).nullable(),
          bot_image: import_zod2.z.string().nullish(),
          bot_joined_at: import_zod2.z.string().datetime({}).nullable(),
          bot_name: import_zod2.z.string(),
          bot_param_id: import_zod2.z.number(),
          created_at: import_zod2.z.string().datetime({}),
          deduplication_key: import_zod2.z.string().nullish(),
          diarization_fails: import_zod2.z.number().nullish(),
          diarization_v2: import_zod2.z.boolean(),
          ended_at: import_zod2.z.string().datetime({}).nullable(),
          enter_message: import_zod2.z.string().nullish(),
          errors: import_zod2.z.string().nullish(),
          event_id: import_zod2.z.number().nullish(),
          extra: import_zod2.z.record(import_zod2.z.string(), import_zod2.z.any()).describe("Custom data object"),
          id: import_zod2.z.number(),
          meeting_url: import_zod2.z.string(),
          mp4_s3_path: import_zod2.z.string(),
          noone_joined_timeout: import_zod2.z.number().nullish(),
          recording_mode: import_zod2.z.enum(["speaker_view"]).describe("Records the active speaker view").or(
            import_zod2.z.enum(["gallery_view"]).describe("Records the gallery view showing multiple participants")
          ).or(import_zod2.z.enum(["audio_only"]).describe("Records only the audio from the meeting")).describe("Recording mode for the bot").or(import_zod2.z.null()).optional(),
          reserved: import_zod2.z.boolean(),
          scheduled_bot_id: import_zod2.z.number().nullish(),
          session_id: import_zod2.z.string().nullish(),
          silence_timeout: import_zod2.z.number().nullish(),
          speech_to_text_api_key: import_zod2.z.string().nullish(),
          speech_to_text_provider: import_zod2.z.enum(["Gladia", "Runpod", "Default"]).or(import_zod2.z.null()).optional(),
          streaming_audio_frequency: import_zod2.z.enum(["16khz", "24khz"]).or(import_zod2.z.null()).optional(),
          streaming_input: import_zod2.z.string().nullish(),
          streaming_output: import_zod2.z.string().nullish(),
          transcription_custom_parameters: import_zod2.z.record(import_zod2.z.string(), import_zod2.z.any()).describe("Custom data object"),
          transcription_fails: import_zod2.z.number().nullish(),
          transcription_payloads: import_zod2.z.any().optional(),
          user_reported_error: import_zod2.z.any().optional(),
          uuid: import_zod2.z.string().uuid(),
          waiting_room_timeout: import_zod2.z.number().nullish(),
          webhook_url: import_zod2.z.string(),
          zoom_access_token_url: import_zod2.z.string().nullish(),
          zoom_obf_token: import_zod2.z.string().nullish(),
          zoom_obf_token_url: import_zod2.z.string().nullish(),
          zoom_obf_token_user_id: import_zod2.z.string().nullish(),
          zoom_sdk_id: import_zod2.z.string().nullish(),
          zoom_sdk_pwd: import_zod2.z.string().nullish()
        }),
        event_uuid: import_zod2.z.string().uuid().nullish().describe("UUID of the calendar event (if this bot was created from an event)"),
        transcripts: import_zod2.z.array(
          import_zod2.z.object({
            bot_id: import_zod2.z.number(),
            end_time: import_zod2.z.number().nullish(),
            id: import_zod2.z.number(),
            lang: import_zod2.z.string().nullish(),
            speaker: import_zod2.z.string(),
            start_time: import_zod2.z.number(),
            user_id: import_zod2.z.number().nullish(),
            words: import_zod2.z.array(
              import_zod2.z.object({
                bot_id: import_zod2.z.number(),
                end_time: import_zod2.z.number(),
                id: import_zod2.z.number(),
                start_time: import_zod2.z.number(),
                text: import_zod2.z.string(),
                user_id: import_zod2.z.number().nullish()
              })
            )
          })
        )
      }),
      duration: import_zod2.z.number().describe("Duration of the recording in seconds"),
      meeting_participants_file: import_zod2.z.string().describe(
        "URL to access the meeting participants log file. Contains information about meeting participants. Will be an empty string if the file doesn't exist in S3."
      ),
      mp4: import_zod2.z.string().describe(
        "URL to access the recording MP4 file. Will be an empty string if the file doesn't exist in S3."
      ),
      speaker_diarization_file: import_zod2.z.string().describe(
        "URL to access the speaker diarization metadata file. Contains real-time speaker activity data with timestamps indicating when each speaker is talking. The file contains JSON arrays with speaker information including name, ID, timestamp, and speaking status. Will be an empty string if the file doesn't exist in S3."
      ),
      speaker_diarization_file_network: import_zod2.z.string().describe(
        "URL to access the network speaker detection log file. Contains speaker observation observed through network (not UI changes). Will be an empty string if the file doesn't exist in S3."
      )
    });
    deleteDataParams = import_zod2.z.object({
      uuid: import_zod2.z.string().describe("The UUID identifier")
    });
    deleteDataResponse = import_zod2.z.object({
      ok: import_zod2.z.boolean().describe("Whether the request was processed successfully"),
      status: import_zod2.z.enum(["deleted"]).describe("All data was successfully deleted").or(
        import_zod2.z.enum(["partiallyDeleted"]).describe("Some data was deleted, but other parts couldn't be removed")
      ).or(
        import_zod2.z.enum(["alreadyDeleted"]).describe("No data needed to be deleted as it was already removed")
      ).or(import_zod2.z.enum(["noDataFound"]).describe("No data was found for the specified bot"))
    });
    botsWithMetadataQueryLimitDefault = 10;
    botsWithMetadataQueryParams = import_zod2.z.object({
      bot_name: import_zod2.z.string().nullish().describe(
        `Filter bots by name containing this string.

Performs a case-insensitive partial match on the bot's name. Useful for finding bots with specific naming conventions or to locate a particular bot when you don't have its ID.

Example: "Sales" would match "Sales Meeting", "Quarterly Sales", etc.`
      ),
      created_after: import_zod2.z.string().nullish().describe(
        'Filter bots created after this date (ISO format).\n\nLimits results to bots created at or after the specified timestamp. Used for time-based filtering to find recent additions.\n\nFormat: ISO-8601 date-time string (YYYY-MM-DDThh:mm:ss) Example: "2023-05-01T00:00:00"'
      ),
      created_before: import_zod2.z.string().nullish().describe(
        'Filter bots created before this date (ISO format).\n\nLimits results to bots created at or before the specified timestamp. Used for time-based filtering to exclude recent additions.\n\nFormat: ISO-8601 date-time string (YYYY-MM-DDThh:mm:ss) Example: "2023-05-31T23:59:59"'
      ),
      cursor: import_zod2.z.string().nullish().describe(
        "Cursor for pagination, obtained from previous response.\n\nUsed for retrieving the next set of results after a previous call. The cursor value is returned in the `nextCursor` field of responses that have additional results available.\n\nFormat: Base64-encoded string containing pagination metadata"
      ),
      ended_after: import_zod2.z.string().nullish().describe(
        'Filter bots ended after this date (ISO format).\n\nLimits results to bots that ended at or after the specified timestamp. Useful for finding completed meetings within a specific time period.\n\nFormat: ISO-8601 date-time string (YYYY-MM-DDThh:mm:ss) Example: "2023-05-01T00:00:00"'
      ),
      filter_by_extra: import_zod2.z.string().nullish().describe(
        'Filter bots by matching values in the extra JSON payload.\n\nThis parameter performs in-memory filtering on the `extra` JSON field, similar to a SQL WHERE clause. It reduces the result set to only include bots that match all specified conditions.\n\nFormat specifications: - Single condition: "field:value" - Multiple conditions: "field1:value1,field2:value2"\n\nExamples: - "customer_id:12345" - Only bots with this customer ID - "status:active,project:sales" - Only active bots from sales projects\n\nNotes: - All conditions must match for a bot to be included - Values are matched exactly (case-sensitive) - Bots without the specified field are excluded'
      ),
      limit: import_zod2.z.number().default(botsWithMetadataQueryLimitDefault).describe(
        "Maximum number of bots to return in a single request.\n\nLimits the number of results returned in a single API call. This parameter helps control response size and page length.\n\nDefault: 10 Minimum: 1 Maximum: 50"
      ),
      meeting_url: import_zod2.z.string().nullish().describe(
        `Filter bots by meeting URL containing this string.

Performs a case-insensitive partial match on the bot's meeting URL. Use this to find bots associated with specific meeting platforms or particular meeting IDs.

Example: "zoom.us" would match all Zoom meetings`
      ),
      sort_by_extra: import_zod2.z.string().nullish().describe(
        'Sort the results by a field in the extra JSON payload.\n\nThis parameter performs in-memory sorting on the `extra` JSON field, similar to a SQL ORDER BY clause. It changes the order of results but not which results are included.\n\nFormat specifications: - Default (ascending): "field" - Explicit direction: "field:asc" or "field:desc"\n\nExamples: - "customer_id" - Sort by customer_id (ascending) - "priority:desc" - Sort by priority (descending)\n\nNotes: - Applied after all filtering - String comparison is used for sorting - Bots with the field come before bots without it - Can be combined with filter_by_extra'
      ),
      speaker_name: import_zod2.z.string().nullish().describe(
        'NOTE: this is a preview feature and not yet available\n\nFilter bots by speaker name containing this string.\n\nPerforms a case-insensitive partial match on the speakers in the meeting. Useful for finding meetings that included a specific person.\n\nExample: "John" would match meetings with speakers like "John Smith" or "John Doe"'
      )
    });
    botsWithMetadataResponseLastUpdatedDefault = "2025-01-01T00:00:00.000000000+00:00";
    botsWithMetadataResponse = import_zod2.z.object({
      bots: import_zod2.z.array(
        import_zod2.z.object({
          access_count: import_zod2.z.number().nullish().describe("Number of times this bot data has been accessed (if tracked)"),
          bot_name: import_zod2.z.string().describe("Name of the bot"),
          created_at: import_zod2.z.string().describe("Creation timestamp of the bot in ISO-8601 format"),
          duration: import_zod2.z.number().nullish().describe("Duration of the bot session in seconds (if completed)"),
          ended_at: import_zod2.z.string().nullish().describe("End time of the bot session (if completed) in ISO-8601 format"),
          extra: import_zod2.z.record(import_zod2.z.string(), import_zod2.z.any()).describe("Custom data object"),
          id: import_zod2.z.number().describe(
            "Unique identifier of the bot (legacy field)\n\nThis field is maintained for backwards compatibility. It is serialized as a UUID string to match the old API format. New clients should use the uuid field instead."
          ),
          last_accessed_at: import_zod2.z.string().nullish().describe("Last time this bot data was accessed (if available)"),
          meeting_url: import_zod2.z.string().describe("URL of the meeting the bot joined"),
          session_id: import_zod2.z.string().nullish().describe("Session ID if the bot is active"),
          speakers: import_zod2.z.array(import_zod2.z.string()).describe("List of unique speaker names from the bot's transcripts"),
          uuid: import_zod2.z.string().uuid().describe(
            "Unique identifier of the bot (new field)\n\nThis is the preferred field to use for bot identification. The id field is maintained for backwards compatibility."
          )
        }).describe("Entry for a recent bot in the list response")
      ).describe(
        'List of recent bots with their metadata\n\nThis field is serialized as both "bots" and "recent_bots" for backwards compatibility. New clients should use the "bots" field name.'
      ),
      last_updated: import_zod2.z.string().datetime({}).default(botsWithMetadataResponseLastUpdatedDefault).describe(
        "Timestamp of when this data was generated (in ISO-8601 format)\n\nThis field is maintained for backwards compatibility. It is automatically set to the current time when the response is created."
      ),
      next_cursor: import_zod2.z.string().nullish().describe("Optional cursor for pagination")
    }).describe("Response for listing recent bots");
    retranscribeBotBody = import_zod2.z.object({
      bot_uuid: import_zod2.z.string(),
      speech_to_text: import_zod2.z.object({
        api_key: import_zod2.z.string().nullish(),
        provider: import_zod2.z.enum(["Gladia", "Runpod", "Default"])
      }).or(import_zod2.z.enum(["Gladia", "Runpod", "Default"])).or(import_zod2.z.null()).optional(),
      webhook_url: import_zod2.z.string().nullish()
    });
    getScreenshotsParams = import_zod2.z.object({
      uuid: import_zod2.z.string().describe("The UUID identifier")
    });
    getScreenshotsResponseItem = import_zod2.z.object({
      date: import_zod2.z.string(),
      url: import_zod2.z.string()
    }).describe("Schema-compatible wrapper for the Screenshot struct");
    getScreenshotsResponse = import_zod2.z.array(getScreenshotsResponseItem);
  }
});

// src/generated/v2/api/bots/bots.zod.ts
var bots_zod_exports = {};
__export(bots_zod_exports, {
  batchCreateBotsBody: () => batchCreateBotsBody,
  batchCreateBotsBodyAllowMultipleBotsDefault: () => batchCreateBotsBodyAllowMultipleBotsDefault,
  batchCreateBotsBodyBotImageDefault: () => batchCreateBotsBodyBotImageDefault,
  batchCreateBotsBodyBotNameMax: () => batchCreateBotsBodyBotNameMax,
  batchCreateBotsBodyCallbackConfigDefault: () => batchCreateBotsBodyCallbackConfigDefault,
  batchCreateBotsBodyCallbackConfigMethodDefault: () => batchCreateBotsBodyCallbackConfigMethodDefault,
  batchCreateBotsBodyCallbackConfigSecretDefault: () => batchCreateBotsBodyCallbackConfigSecretDefault,
  batchCreateBotsBodyCallbackEnabledDefault: () => batchCreateBotsBodyCallbackEnabledDefault,
  batchCreateBotsBodyEntryMessageDefault: () => batchCreateBotsBodyEntryMessageDefault,
  batchCreateBotsBodyEntryMessageMaxOne: () => batchCreateBotsBodyEntryMessageMaxOne,
  batchCreateBotsBodyExtraDefault: () => batchCreateBotsBodyExtraDefault,
  batchCreateBotsBodyItem: () => batchCreateBotsBodyItem,
  batchCreateBotsBodyRecordingModeDefault: () => batchCreateBotsBodyRecordingModeDefault,
  batchCreateBotsBodyStreamingConfigAudioFrequencyDefault: () => batchCreateBotsBodyStreamingConfigAudioFrequencyDefault,
  batchCreateBotsBodyStreamingConfigDefault: () => batchCreateBotsBodyStreamingConfigDefault,
  batchCreateBotsBodyStreamingConfigInputUrlDefault: () => batchCreateBotsBodyStreamingConfigInputUrlDefault,
  batchCreateBotsBodyStreamingConfigOutputUrlDefault: () => batchCreateBotsBodyStreamingConfigOutputUrlDefault,
  batchCreateBotsBodyStreamingEnabledDefault: () => batchCreateBotsBodyStreamingEnabledDefault,
  batchCreateBotsBodyTimeoutConfigDefault: () => batchCreateBotsBodyTimeoutConfigDefault,
  batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMax: () => batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMax,
  batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMin: () => batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMin,
  batchCreateBotsBodyTimeoutConfigSilenceTimeoutDefault: () => batchCreateBotsBodyTimeoutConfigSilenceTimeoutDefault,
  batchCreateBotsBodyTimeoutConfigSilenceTimeoutMax: () => batchCreateBotsBodyTimeoutConfigSilenceTimeoutMax,
  batchCreateBotsBodyTimeoutConfigSilenceTimeoutMin: () => batchCreateBotsBodyTimeoutConfigSilenceTimeoutMin,
  batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutDefault: () => batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutDefault,
  batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMax: () => batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMax,
  batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMin: () => batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMin,
  batchCreateBotsBodyTranscriptionConfigApiKeyDefault: () => batchCreateBotsBodyTranscriptionConfigApiKeyDefault,
  batchCreateBotsBodyTranscriptionConfigCustomParamsDefault: () => batchCreateBotsBodyTranscriptionConfigCustomParamsDefault,
  batchCreateBotsBodyTranscriptionConfigDefault: () => batchCreateBotsBodyTranscriptionConfigDefault,
  batchCreateBotsBodyTranscriptionConfigProviderDefault: () => batchCreateBotsBodyTranscriptionConfigProviderDefault,
  batchCreateBotsBodyTranscriptionEnabledDefault: () => batchCreateBotsBodyTranscriptionEnabledDefault,
  batchCreateBotsBodyZoomConfigCredentialIdRegExp: () => batchCreateBotsBodyZoomConfigCredentialIdRegExp,
  batchCreateBotsBodyZoomConfigDefault: () => batchCreateBotsBodyZoomConfigDefault,
  batchCreateScheduledBotsBody: () => batchCreateScheduledBotsBody,
  batchCreateScheduledBotsBodyAllowMultipleBotsDefault: () => batchCreateScheduledBotsBodyAllowMultipleBotsDefault,
  batchCreateScheduledBotsBodyBotImageDefault: () => batchCreateScheduledBotsBodyBotImageDefault,
  batchCreateScheduledBotsBodyBotNameMax: () => batchCreateScheduledBotsBodyBotNameMax,
  batchCreateScheduledBotsBodyCallbackConfigDefault: () => batchCreateScheduledBotsBodyCallbackConfigDefault,
  batchCreateScheduledBotsBodyCallbackConfigMethodDefault: () => batchCreateScheduledBotsBodyCallbackConfigMethodDefault,
  batchCreateScheduledBotsBodyCallbackConfigSecretDefault: () => batchCreateScheduledBotsBodyCallbackConfigSecretDefault,
  batchCreateScheduledBotsBodyCallbackEnabledDefault: () => batchCreateScheduledBotsBodyCallbackEnabledDefault,
  batchCreateScheduledBotsBodyEntryMessageDefault: () => batchCreateScheduledBotsBodyEntryMessageDefault,
  batchCreateScheduledBotsBodyEntryMessageMaxOne: () => batchCreateScheduledBotsBodyEntryMessageMaxOne,
  batchCreateScheduledBotsBodyExtraDefault: () => batchCreateScheduledBotsBodyExtraDefault,
  batchCreateScheduledBotsBodyItem: () => batchCreateScheduledBotsBodyItem,
  batchCreateScheduledBotsBodyJoinAtRegExp: () => batchCreateScheduledBotsBodyJoinAtRegExp,
  batchCreateScheduledBotsBodyRecordingModeDefault: () => batchCreateScheduledBotsBodyRecordingModeDefault,
  batchCreateScheduledBotsBodyStreamingConfigAudioFrequencyDefault: () => batchCreateScheduledBotsBodyStreamingConfigAudioFrequencyDefault,
  batchCreateScheduledBotsBodyStreamingConfigDefault: () => batchCreateScheduledBotsBodyStreamingConfigDefault,
  batchCreateScheduledBotsBodyStreamingConfigInputUrlDefault: () => batchCreateScheduledBotsBodyStreamingConfigInputUrlDefault,
  batchCreateScheduledBotsBodyStreamingConfigOutputUrlDefault: () => batchCreateScheduledBotsBodyStreamingConfigOutputUrlDefault,
  batchCreateScheduledBotsBodyStreamingEnabledDefault: () => batchCreateScheduledBotsBodyStreamingEnabledDefault,
  batchCreateScheduledBotsBodyTimeoutConfigDefault: () => batchCreateScheduledBotsBodyTimeoutConfigDefault,
  batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMax: () => batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMax,
  batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMin: () => batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMin,
  batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutDefault: () => batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutDefault,
  batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMax: () => batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMax,
  batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMin: () => batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMin,
  batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutDefault: () => batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutDefault,
  batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMax: () => batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMax,
  batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMin: () => batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMin,
  batchCreateScheduledBotsBodyTranscriptionConfigApiKeyDefault: () => batchCreateScheduledBotsBodyTranscriptionConfigApiKeyDefault,
  batchCreateScheduledBotsBodyTranscriptionConfigCustomParamsDefault: () => batchCreateScheduledBotsBodyTranscriptionConfigCustomParamsDefault,
  batchCreateScheduledBotsBodyTranscriptionConfigDefault: () => batchCreateScheduledBotsBodyTranscriptionConfigDefault,
  batchCreateScheduledBotsBodyTranscriptionConfigProviderDefault: () => batchCreateScheduledBotsBodyTranscriptionConfigProviderDefault,
  batchCreateScheduledBotsBodyTranscriptionEnabledDefault: () => batchCreateScheduledBotsBodyTranscriptionEnabledDefault,
  batchCreateScheduledBotsBodyZoomConfigCredentialIdRegExp: () => batchCreateScheduledBotsBodyZoomConfigCredentialIdRegExp,
  batchCreateScheduledBotsBodyZoomConfigDefault: () => batchCreateScheduledBotsBodyZoomConfigDefault,
  createBotBody: () => createBotBody,
  createBotBodyAllowMultipleBotsDefault: () => createBotBodyAllowMultipleBotsDefault,
  createBotBodyBotImageDefault: () => createBotBodyBotImageDefault,
  createBotBodyBotNameMax: () => createBotBodyBotNameMax,
  createBotBodyCallbackConfigDefault: () => createBotBodyCallbackConfigDefault,
  createBotBodyCallbackConfigMethodDefault: () => createBotBodyCallbackConfigMethodDefault,
  createBotBodyCallbackConfigSecretDefault: () => createBotBodyCallbackConfigSecretDefault,
  createBotBodyCallbackEnabledDefault: () => createBotBodyCallbackEnabledDefault,
  createBotBodyEntryMessageDefault: () => createBotBodyEntryMessageDefault,
  createBotBodyEntryMessageMaxOne: () => createBotBodyEntryMessageMaxOne,
  createBotBodyExtraDefault: () => createBotBodyExtraDefault,
  createBotBodyRecordingModeDefault: () => createBotBodyRecordingModeDefault,
  createBotBodyStreamingConfigAudioFrequencyDefault: () => createBotBodyStreamingConfigAudioFrequencyDefault,
  createBotBodyStreamingConfigDefault: () => createBotBodyStreamingConfigDefault,
  createBotBodyStreamingConfigInputUrlDefault: () => createBotBodyStreamingConfigInputUrlDefault,
  createBotBodyStreamingConfigOutputUrlDefault: () => createBotBodyStreamingConfigOutputUrlDefault,
  createBotBodyStreamingEnabledDefault: () => createBotBodyStreamingEnabledDefault,
  createBotBodyTimeoutConfigDefault: () => createBotBodyTimeoutConfigDefault,
  createBotBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => createBotBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  createBotBodyTimeoutConfigNoOneJoinedTimeoutMax: () => createBotBodyTimeoutConfigNoOneJoinedTimeoutMax,
  createBotBodyTimeoutConfigNoOneJoinedTimeoutMin: () => createBotBodyTimeoutConfigNoOneJoinedTimeoutMin,
  createBotBodyTimeoutConfigSilenceTimeoutDefault: () => createBotBodyTimeoutConfigSilenceTimeoutDefault,
  createBotBodyTimeoutConfigSilenceTimeoutMax: () => createBotBodyTimeoutConfigSilenceTimeoutMax,
  createBotBodyTimeoutConfigSilenceTimeoutMin: () => createBotBodyTimeoutConfigSilenceTimeoutMin,
  createBotBodyTimeoutConfigWaitingRoomTimeoutDefault: () => createBotBodyTimeoutConfigWaitingRoomTimeoutDefault,
  createBotBodyTimeoutConfigWaitingRoomTimeoutMax: () => createBotBodyTimeoutConfigWaitingRoomTimeoutMax,
  createBotBodyTimeoutConfigWaitingRoomTimeoutMin: () => createBotBodyTimeoutConfigWaitingRoomTimeoutMin,
  createBotBodyTranscriptionConfigApiKeyDefault: () => createBotBodyTranscriptionConfigApiKeyDefault,
  createBotBodyTranscriptionConfigCustomParamsDefault: () => createBotBodyTranscriptionConfigCustomParamsDefault,
  createBotBodyTranscriptionConfigDefault: () => createBotBodyTranscriptionConfigDefault,
  createBotBodyTranscriptionConfigProviderDefault: () => createBotBodyTranscriptionConfigProviderDefault,
  createBotBodyTranscriptionEnabledDefault: () => createBotBodyTranscriptionEnabledDefault,
  createBotBodyZoomConfigCredentialIdRegExp: () => createBotBodyZoomConfigCredentialIdRegExp,
  createBotBodyZoomConfigDefault: () => createBotBodyZoomConfigDefault,
  createScheduledBotBody: () => createScheduledBotBody,
  createScheduledBotBodyAllowMultipleBotsDefault: () => createScheduledBotBodyAllowMultipleBotsDefault,
  createScheduledBotBodyBotImageDefault: () => createScheduledBotBodyBotImageDefault,
  createScheduledBotBodyBotNameMax: () => createScheduledBotBodyBotNameMax,
  createScheduledBotBodyCallbackConfigDefault: () => createScheduledBotBodyCallbackConfigDefault,
  createScheduledBotBodyCallbackConfigMethodDefault: () => createScheduledBotBodyCallbackConfigMethodDefault,
  createScheduledBotBodyCallbackConfigSecretDefault: () => createScheduledBotBodyCallbackConfigSecretDefault,
  createScheduledBotBodyCallbackEnabledDefault: () => createScheduledBotBodyCallbackEnabledDefault,
  createScheduledBotBodyEntryMessageDefault: () => createScheduledBotBodyEntryMessageDefault,
  createScheduledBotBodyEntryMessageMaxOne: () => createScheduledBotBodyEntryMessageMaxOne,
  createScheduledBotBodyExtraDefault: () => createScheduledBotBodyExtraDefault,
  createScheduledBotBodyJoinAtRegExp: () => createScheduledBotBodyJoinAtRegExp,
  createScheduledBotBodyRecordingModeDefault: () => createScheduledBotBodyRecordingModeDefault,
  createScheduledBotBodyStreamingConfigAudioFrequencyDefault: () => createScheduledBotBodyStreamingConfigAudioFrequencyDefault,
  createScheduledBotBodyStreamingConfigDefault: () => createScheduledBotBodyStreamingConfigDefault,
  createScheduledBotBodyStreamingConfigInputUrlDefault: () => createScheduledBotBodyStreamingConfigInputUrlDefault,
  createScheduledBotBodyStreamingConfigOutputUrlDefault: () => createScheduledBotBodyStreamingConfigOutputUrlDefault,
  createScheduledBotBodyStreamingEnabledDefault: () => createScheduledBotBodyStreamingEnabledDefault,
  createScheduledBotBodyTimeoutConfigDefault: () => createScheduledBotBodyTimeoutConfigDefault,
  createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax: () => createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax,
  createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin: () => createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin,
  createScheduledBotBodyTimeoutConfigSilenceTimeoutDefault: () => createScheduledBotBodyTimeoutConfigSilenceTimeoutDefault,
  createScheduledBotBodyTimeoutConfigSilenceTimeoutMax: () => createScheduledBotBodyTimeoutConfigSilenceTimeoutMax,
  createScheduledBotBodyTimeoutConfigSilenceTimeoutMin: () => createScheduledBotBodyTimeoutConfigSilenceTimeoutMin,
  createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault: () => createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault,
  createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax: () => createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax,
  createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin: () => createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin,
  createScheduledBotBodyTranscriptionConfigApiKeyDefault: () => createScheduledBotBodyTranscriptionConfigApiKeyDefault,
  createScheduledBotBodyTranscriptionConfigCustomParamsDefault: () => createScheduledBotBodyTranscriptionConfigCustomParamsDefault,
  createScheduledBotBodyTranscriptionConfigDefault: () => createScheduledBotBodyTranscriptionConfigDefault,
  createScheduledBotBodyTranscriptionConfigProviderDefault: () => createScheduledBotBodyTranscriptionConfigProviderDefault,
  createScheduledBotBodyTranscriptionEnabledDefault: () => createScheduledBotBodyTranscriptionEnabledDefault,
  createScheduledBotBodyZoomConfigCredentialIdRegExp: () => createScheduledBotBodyZoomConfigCredentialIdRegExp,
  createScheduledBotBodyZoomConfigDefault: () => createScheduledBotBodyZoomConfigDefault,
  deleteBotDataParams: () => deleteBotDataParams,
  deleteBotDataPathBotIdRegExp: () => deleteBotDataPathBotIdRegExp,
  deleteBotDataQueryDeleteFromProviderDefault: () => deleteBotDataQueryDeleteFromProviderDefault,
  deleteBotDataQueryParams: () => deleteBotDataQueryParams,
  deleteBotDataResponse: () => deleteBotDataResponse,
  deleteScheduledBotParams: () => deleteScheduledBotParams,
  deleteScheduledBotPathBotIdRegExp: () => deleteScheduledBotPathBotIdRegExp,
  deleteScheduledBotResponse: () => deleteScheduledBotResponse,
  getBotDetailsParams: () => getBotDetailsParams,
  getBotDetailsPathBotIdRegExp: () => getBotDetailsPathBotIdRegExp,
  getBotDetailsResponse: () => getBotDetailsResponse,
  getBotDetailsResponseDataBotIdRegExp: () => getBotDetailsResponseDataBotIdRegExp,
  getBotDetailsResponseDataCreatedAtRegExp: () => getBotDetailsResponseDataCreatedAtRegExp,
  getBotDetailsResponseDataExitedAtRegExpOne: () => getBotDetailsResponseDataExitedAtRegExpOne,
  getBotDetailsResponseDataJoinedAtRegExpOne: () => getBotDetailsResponseDataJoinedAtRegExpOne,
  getBotDetailsResponseDataParticipantsItemIdMaxOne: () => getBotDetailsResponseDataParticipantsItemIdMaxOne,
  getBotDetailsResponseDataParticipantsItemIdMinOne: () => getBotDetailsResponseDataParticipantsItemIdMinOne,
  getBotDetailsResponseDataSpeakersItemIdMaxOne: () => getBotDetailsResponseDataSpeakersItemIdMaxOne,
  getBotDetailsResponseDataSpeakersItemIdMinOne: () => getBotDetailsResponseDataSpeakersItemIdMinOne,
  getBotDetailsResponseDataZoomConfigCredentialIdRegExpOne: () => getBotDetailsResponseDataZoomConfigCredentialIdRegExpOne,
  getBotScreenshotsParams: () => getBotScreenshotsParams,
  getBotScreenshotsPathBotIdRegExp: () => getBotScreenshotsPathBotIdRegExp,
  getBotScreenshotsQueryCursorDefault: () => getBotScreenshotsQueryCursorDefault,
  getBotScreenshotsQueryLimitDefault: () => getBotScreenshotsQueryLimitDefault,
  getBotScreenshotsQueryLimitMax: () => getBotScreenshotsQueryLimitMax,
  getBotScreenshotsQueryParams: () => getBotScreenshotsQueryParams,
  getBotScreenshotsResponse: () => getBotScreenshotsResponse,
  getBotScreenshotsResponseDataItemScreenshotIdMax: () => getBotScreenshotsResponseDataItemScreenshotIdMax,
  getBotStatusParams: () => getBotStatusParams,
  getBotStatusPathBotIdRegExp: () => getBotStatusPathBotIdRegExp,
  getBotStatusResponse: () => getBotStatusResponse,
  getBotStatusResponseDataBotIdRegExp: () => getBotStatusResponseDataBotIdRegExp,
  getBotStatusResponseDataUpdatedAtRegExp: () => getBotStatusResponseDataUpdatedAtRegExp,
  getScheduledBotDetailsParams: () => getScheduledBotDetailsParams,
  getScheduledBotDetailsPathBotIdRegExp: () => getScheduledBotDetailsPathBotIdRegExp,
  getScheduledBotDetailsResponse: () => getScheduledBotDetailsResponse,
  getScheduledBotDetailsResponseDataBotIdRegExp: () => getScheduledBotDetailsResponseDataBotIdRegExp,
  getScheduledBotDetailsResponseDataCancelledAtRegExpOne: () => getScheduledBotDetailsResponseDataCancelledAtRegExpOne,
  getScheduledBotDetailsResponseDataCreatedAtRegExp: () => getScheduledBotDetailsResponseDataCreatedAtRegExp,
  getScheduledBotDetailsResponseDataJoinAtRegExp: () => getScheduledBotDetailsResponseDataJoinAtRegExp,
  getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMaxOne: () => getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMaxOne,
  getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMinOne: () => getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMinOne,
  getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMaxOne: () => getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMaxOne,
  getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMinOne: () => getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMinOne,
  getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMaxOne: () => getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMaxOne,
  getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMinOne: () => getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMinOne,
  getScheduledBotDetailsResponseDataUpdatedAtRegExp: () => getScheduledBotDetailsResponseDataUpdatedAtRegExp,
  getScheduledBotDetailsResponseDataZoomConfigCredentialIdRegExpOne: () => getScheduledBotDetailsResponseDataZoomConfigCredentialIdRegExpOne,
  leaveBotParams: () => leaveBotParams,
  leaveBotPathBotIdRegExp: () => leaveBotPathBotIdRegExp,
  leaveBotResponse: () => leaveBotResponse,
  listBotsQueryBotIdDefault: () => listBotsQueryBotIdDefault,
  listBotsQueryBotNameDefault: () => listBotsQueryBotNameDefault,
  listBotsQueryCreatedAfterDefault: () => listBotsQueryCreatedAfterDefault,
  listBotsQueryCreatedAfterRegExpOne: () => listBotsQueryCreatedAfterRegExpOne,
  listBotsQueryCreatedBeforeDefault: () => listBotsQueryCreatedBeforeDefault,
  listBotsQueryCreatedBeforeRegExpOne: () => listBotsQueryCreatedBeforeRegExpOne,
  listBotsQueryCursorDefault: () => listBotsQueryCursorDefault,
  listBotsQueryEndedAfterDefault: () => listBotsQueryEndedAfterDefault,
  listBotsQueryEndedAfterRegExpOne: () => listBotsQueryEndedAfterRegExpOne,
  listBotsQueryExtraDefault: () => listBotsQueryExtraDefault,
  listBotsQueryLimitDefault: () => listBotsQueryLimitDefault,
  listBotsQueryLimitMax: () => listBotsQueryLimitMax,
  listBotsQueryMeetingUrlDefault: () => listBotsQueryMeetingUrlDefault,
  listBotsQueryParams: () => listBotsQueryParams,
  listBotsResponse: () => listBotsResponse,
  listBotsResponseDataItemBotIdRegExp: () => listBotsResponseDataItemBotIdRegExp,
  listBotsResponseDataItemCreatedAtRegExp: () => listBotsResponseDataItemCreatedAtRegExp,
  listBotsResponseDataItemEndedAtRegExpOne: () => listBotsResponseDataItemEndedAtRegExpOne,
  listBotsResponseDataItemExitedAtRegExpOne: () => listBotsResponseDataItemExitedAtRegExpOne,
  listBotsResponseDataItemJoinedAtRegExpOne: () => listBotsResponseDataItemJoinedAtRegExpOne,
  listScheduledBotsQueryBotIdDefault: () => listScheduledBotsQueryBotIdDefault,
  listScheduledBotsQueryBotNameDefault: () => listScheduledBotsQueryBotNameDefault,
  listScheduledBotsQueryCursorDefault: () => listScheduledBotsQueryCursorDefault,
  listScheduledBotsQueryLimitDefault: () => listScheduledBotsQueryLimitDefault,
  listScheduledBotsQueryLimitMax: () => listScheduledBotsQueryLimitMax,
  listScheduledBotsQueryMeetingUrlDefault: () => listScheduledBotsQueryMeetingUrlDefault,
  listScheduledBotsQueryParams: () => listScheduledBotsQueryParams,
  listScheduledBotsQueryScheduledAfterDefault: () => listScheduledBotsQueryScheduledAfterDefault,
  listScheduledBotsQueryScheduledAfterRegExpOne: () => listScheduledBotsQueryScheduledAfterRegExpOne,
  listScheduledBotsQueryScheduledBeforeDefault: () => listScheduledBotsQueryScheduledBeforeDefault,
  listScheduledBotsQueryScheduledBeforeRegExpOne: () => listScheduledBotsQueryScheduledBeforeRegExpOne,
  listScheduledBotsResponse: () => listScheduledBotsResponse,
  listScheduledBotsResponseDataItemBotIdRegExp: () => listScheduledBotsResponseDataItemBotIdRegExp,
  listScheduledBotsResponseDataItemCreatedAtRegExp: () => listScheduledBotsResponseDataItemCreatedAtRegExp,
  listScheduledBotsResponseDataItemJoinAtRegExp: () => listScheduledBotsResponseDataItemJoinAtRegExp,
  listScheduledBotsResponseDataItemUpdatedAtRegExp: () => listScheduledBotsResponseDataItemUpdatedAtRegExp,
  resendFinalWebhookParams: () => resendFinalWebhookParams,
  resendFinalWebhookPathBotIdRegExp: () => resendFinalWebhookPathBotIdRegExp,
  resendFinalWebhookResponse: () => resendFinalWebhookResponse,
  retryCallbackBody: () => retryCallbackBody,
  retryCallbackBodyDefault: () => retryCallbackBodyDefault,
  retryCallbackBodyMethodDefault: () => retryCallbackBodyMethodDefault,
  retryCallbackBodySecretDefault: () => retryCallbackBodySecretDefault,
  retryCallbackParams: () => retryCallbackParams,
  retryCallbackPathBotIdRegExp: () => retryCallbackPathBotIdRegExp,
  retryCallbackResponse: () => retryCallbackResponse,
  updateBotConfigBody: () => updateBotConfigBody,
  updateBotConfigParams: () => updateBotConfigParams,
  updateBotConfigPathBotIdRegExp: () => updateBotConfigPathBotIdRegExp,
  updateBotConfigResponse: () => updateBotConfigResponse,
  updateScheduledBotBody: () => updateScheduledBotBody,
  updateScheduledBotBodyAllowMultipleBotsDefault: () => updateScheduledBotBodyAllowMultipleBotsDefault,
  updateScheduledBotBodyBotImageDefault: () => updateScheduledBotBodyBotImageDefault,
  updateScheduledBotBodyBotNameMax: () => updateScheduledBotBodyBotNameMax,
  updateScheduledBotBodyCallbackConfigDefault: () => updateScheduledBotBodyCallbackConfigDefault,
  updateScheduledBotBodyCallbackConfigMethodDefault: () => updateScheduledBotBodyCallbackConfigMethodDefault,
  updateScheduledBotBodyCallbackConfigSecretDefault: () => updateScheduledBotBodyCallbackConfigSecretDefault,
  updateScheduledBotBodyCallbackEnabledDefault: () => updateScheduledBotBodyCallbackEnabledDefault,
  updateScheduledBotBodyEntryMessageDefault: () => updateScheduledBotBodyEntryMessageDefault,
  updateScheduledBotBodyEntryMessageMaxOne: () => updateScheduledBotBodyEntryMessageMaxOne,
  updateScheduledBotBodyExtraDefault: () => updateScheduledBotBodyExtraDefault,
  updateScheduledBotBodyJoinAtRegExp: () => updateScheduledBotBodyJoinAtRegExp,
  updateScheduledBotBodyRecordingModeDefault: () => updateScheduledBotBodyRecordingModeDefault,
  updateScheduledBotBodyStreamingConfigAudioFrequencyDefault: () => updateScheduledBotBodyStreamingConfigAudioFrequencyDefault,
  updateScheduledBotBodyStreamingConfigDefault: () => updateScheduledBotBodyStreamingConfigDefault,
  updateScheduledBotBodyStreamingConfigInputUrlDefault: () => updateScheduledBotBodyStreamingConfigInputUrlDefault,
  updateScheduledBotBodyStreamingConfigOutputUrlDefault: () => updateScheduledBotBodyStreamingConfigOutputUrlDefault,
  updateScheduledBotBodyStreamingEnabledDefault: () => updateScheduledBotBodyStreamingEnabledDefault,
  updateScheduledBotBodyTimeoutConfigDefault: () => updateScheduledBotBodyTimeoutConfigDefault,
  updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax: () => updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax,
  updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin: () => updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin,
  updateScheduledBotBodyTimeoutConfigSilenceTimeoutDefault: () => updateScheduledBotBodyTimeoutConfigSilenceTimeoutDefault,
  updateScheduledBotBodyTimeoutConfigSilenceTimeoutMax: () => updateScheduledBotBodyTimeoutConfigSilenceTimeoutMax,
  updateScheduledBotBodyTimeoutConfigSilenceTimeoutMin: () => updateScheduledBotBodyTimeoutConfigSilenceTimeoutMin,
  updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault: () => updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault,
  updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax: () => updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax,
  updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin: () => updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin,
  updateScheduledBotBodyTranscriptionConfigApiKeyDefault: () => updateScheduledBotBodyTranscriptionConfigApiKeyDefault,
  updateScheduledBotBodyTranscriptionConfigCustomParamsDefault: () => updateScheduledBotBodyTranscriptionConfigCustomParamsDefault,
  updateScheduledBotBodyTranscriptionConfigDefault: () => updateScheduledBotBodyTranscriptionConfigDefault,
  updateScheduledBotBodyTranscriptionConfigProviderDefault: () => updateScheduledBotBodyTranscriptionConfigProviderDefault,
  updateScheduledBotBodyTranscriptionEnabledDefault: () => updateScheduledBotBodyTranscriptionEnabledDefault,
  updateScheduledBotBodyZoomConfigCredentialIdRegExp: () => updateScheduledBotBodyZoomConfigCredentialIdRegExp,
  updateScheduledBotBodyZoomConfigDefault: () => updateScheduledBotBodyZoomConfigDefault,
  updateScheduledBotParams: () => updateScheduledBotParams,
  updateScheduledBotPathBotIdRegExp: () => updateScheduledBotPathBotIdRegExp,
  updateScheduledBotResponse: () => updateScheduledBotResponse
});
var import_zod4, createBotBodyBotNameMax, createBotBodyBotImageDefault, createBotBodyAllowMultipleBotsDefault, createBotBodyRecordingModeDefault, createBotBodyEntryMessageMaxOne, createBotBodyEntryMessageDefault, createBotBodyTimeoutConfigWaitingRoomTimeoutDefault, createBotBodyTimeoutConfigWaitingRoomTimeoutMin, createBotBodyTimeoutConfigWaitingRoomTimeoutMax, createBotBodyTimeoutConfigNoOneJoinedTimeoutDefault, createBotBodyTimeoutConfigNoOneJoinedTimeoutMin, createBotBodyTimeoutConfigNoOneJoinedTimeoutMax, createBotBodyTimeoutConfigSilenceTimeoutDefault, createBotBodyTimeoutConfigSilenceTimeoutMin, createBotBodyTimeoutConfigSilenceTimeoutMax, createBotBodyTimeoutConfigDefault, createBotBodyZoomConfigCredentialIdRegExp, createBotBodyZoomConfigDefault, createBotBodyExtraDefault, createBotBodyStreamingEnabledDefault, createBotBodyStreamingConfigInputUrlDefault, createBotBodyStreamingConfigOutputUrlDefault, createBotBodyStreamingConfigAudioFrequencyDefault, createBotBodyStreamingConfigDefault, createBotBodyTranscriptionEnabledDefault, createBotBodyTranscriptionConfigProviderDefault, createBotBodyTranscriptionConfigApiKeyDefault, createBotBodyTranscriptionConfigCustomParamsDefault, createBotBodyTranscriptionConfigDefault, createBotBodyCallbackEnabledDefault, createBotBodyCallbackConfigSecretDefault, createBotBodyCallbackConfigMethodDefault, createBotBodyCallbackConfigDefault, createBotBody, listBotsQueryBotNameDefault, listBotsQueryBotIdDefault, listBotsQueryCreatedBeforeRegExpOne, listBotsQueryCreatedBeforeDefault, listBotsQueryCreatedAfterRegExpOne, listBotsQueryCreatedAfterDefault, listBotsQueryLimitDefault, listBotsQueryLimitMax, listBotsQueryCursorDefault, listBotsQueryEndedAfterRegExpOne, listBotsQueryEndedAfterDefault, listBotsQueryExtraDefault, listBotsQueryMeetingUrlDefault, listBotsQueryParams, listBotsResponseDataItemBotIdRegExp, listBotsResponseDataItemCreatedAtRegExp, listBotsResponseDataItemEndedAtRegExpOne, listBotsResponseDataItemJoinedAtRegExpOne, listBotsResponseDataItemExitedAtRegExpOne, listBotsResponse, batchCreateBotsBodyBotNameMax, batchCreateBotsBodyBotImageDefault, batchCreateBotsBodyAllowMultipleBotsDefault, batchCreateBotsBodyRecordingModeDefault, batchCreateBotsBodyEntryMessageMaxOne, batchCreateBotsBodyEntryMessageDefault, batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutDefault, batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMin, batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMax, batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault, batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMin, batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMax, batchCreateBotsBodyTimeoutConfigSilenceTimeoutDefault, batchCreateBotsBodyTimeoutConfigSilenceTimeoutMin, batchCreateBotsBodyTimeoutConfigSilenceTimeoutMax, batchCreateBotsBodyTimeoutConfigDefault, batchCreateBotsBodyZoomConfigCredentialIdRegExp, batchCreateBotsBodyZoomConfigDefault, batchCreateBotsBodyExtraDefault, batchCreateBotsBodyStreamingEnabledDefault, batchCreateBotsBodyStreamingConfigInputUrlDefault, batchCreateBotsBodyStreamingConfigOutputUrlDefault, batchCreateBotsBodyStreamingConfigAudioFrequencyDefault, batchCreateBotsBodyStreamingConfigDefault, batchCreateBotsBodyTranscriptionEnabledDefault, batchCreateBotsBodyTranscriptionConfigProviderDefault, batchCreateBotsBodyTranscriptionConfigApiKeyDefault, batchCreateBotsBodyTranscriptionConfigCustomParamsDefault, batchCreateBotsBodyTranscriptionConfigDefault, batchCreateBotsBodyCallbackEnabledDefault, batchCreateBotsBodyCallbackConfigSecretDefault, batchCreateBotsBodyCallbackConfigMethodDefault, batchCreateBotsBodyCallbackConfigDefault, batchCreateBotsBodyItem, batchCreateBotsBody, getBotDetailsPathBotIdRegExp, getBotDetailsParams, getBotDetailsResponseDataBotIdRegExp, getBotDetailsResponseDataCreatedAtRegExp, getBotDetailsResponseDataJoinedAtRegExpOne, getBotDetailsResponseDataExitedAtRegExpOne, getBotDetailsResponseDataParticipantsItemIdMinOne, getBotDetailsResponseDataParticipantsItemIdMaxOne, getBotDetailsResponseDataSpeakersItemIdMinOne, getBotDetailsResponseDataSpeakersItemIdMaxOne, getBotDetailsResponseDataZoomConfigCredentialIdRegExpOne, getBotDetailsResponse, getBotStatusPathBotIdRegExp, getBotStatusParams, getBotStatusResponseDataBotIdRegExp, getBotStatusResponseDataUpdatedAtRegExp, getBotStatusResponse, getBotScreenshotsPathBotIdRegExp, getBotScreenshotsParams, getBotScreenshotsQueryLimitDefault, getBotScreenshotsQueryLimitMax, getBotScreenshotsQueryCursorDefault, getBotScreenshotsQueryParams, getBotScreenshotsResponseDataItemScreenshotIdMax, getBotScreenshotsResponse, leaveBotPathBotIdRegExp, leaveBotParams, leaveBotResponse, deleteBotDataPathBotIdRegExp, deleteBotDataParams, deleteBotDataQueryDeleteFromProviderDefault, deleteBotDataQueryParams, deleteBotDataResponse, resendFinalWebhookPathBotIdRegExp, resendFinalWebhookParams, resendFinalWebhookResponse, retryCallbackPathBotIdRegExp, retryCallbackParams, retryCallbackBodyDefault, retryCallbackBodySecretDefault, retryCallbackBodyMethodDefault, retryCallbackBody, retryCallbackResponse, updateBotConfigPathBotIdRegExp, updateBotConfigParams, updateBotConfigBody, updateBotConfigResponse, createScheduledBotBodyBotNameMax, createScheduledBotBodyBotImageDefault, createScheduledBotBodyAllowMultipleBotsDefault, createScheduledBotBodyRecordingModeDefault, createScheduledBotBodyEntryMessageMaxOne, createScheduledBotBodyEntryMessageDefault, createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault, createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin, createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax, createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault, createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin, createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax, createScheduledBotBodyTimeoutConfigSilenceTimeoutDefault, createScheduledBotBodyTimeoutConfigSilenceTimeoutMin, createScheduledBotBodyTimeoutConfigSilenceTimeoutMax, createScheduledBotBodyTimeoutConfigDefault, createScheduledBotBodyZoomConfigCredentialIdRegExp, createScheduledBotBodyZoomConfigDefault, createScheduledBotBodyExtraDefault, createScheduledBotBodyStreamingEnabledDefault, createScheduledBotBodyStreamingConfigInputUrlDefault, createScheduledBotBodyStreamingConfigOutputUrlDefault, createScheduledBotBodyStreamingConfigAudioFrequencyDefault, createScheduledBotBodyStreamingConfigDefault, createScheduledBotBodyTranscriptionEnabledDefault, createScheduledBotBodyTranscriptionConfigProviderDefault, createScheduledBotBodyTranscriptionConfigApiKeyDefault, createScheduledBotBodyTranscriptionConfigCustomParamsDefault, createScheduledBotBodyTranscriptionConfigDefault, createScheduledBotBodyCallbackEnabledDefault, createScheduledBotBodyCallbackConfigSecretDefault, createScheduledBotBodyCallbackConfigMethodDefault, createScheduledBotBodyCallbackConfigDefault, createScheduledBotBodyJoinAtRegExp, createScheduledBotBody, listScheduledBotsQueryLimitDefault, listScheduledBotsQueryLimitMax, listScheduledBotsQueryCursorDefault, listScheduledBotsQueryBotIdDefault, listScheduledBotsQueryScheduledBeforeRegExpOne, listScheduledBotsQueryScheduledBeforeDefault, listScheduledBotsQueryScheduledAfterRegExpOne, listScheduledBotsQueryScheduledAfterDefault, listScheduledBotsQueryBotNameDefault, listScheduledBotsQueryMeetingUrlDefault, listScheduledBotsQueryParams, listScheduledBotsResponseDataItemBotIdRegExp, listScheduledBotsResponseDataItemJoinAtRegExp, listScheduledBotsResponseDataItemCreatedAtRegExp, listScheduledBotsResponseDataItemUpdatedAtRegExp, listScheduledBotsResponse, batchCreateScheduledBotsBodyBotNameMax, batchCreateScheduledBotsBodyBotImageDefault, batchCreateScheduledBotsBodyAllowMultipleBotsDefault, batchCreateScheduledBotsBodyRecordingModeDefault, batchCreateScheduledBotsBodyEntryMessageMaxOne, batchCreateScheduledBotsBodyEntryMessageDefault, batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutDefault, batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMin, batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMax, batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault, batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMin, batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMax, batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutDefault, batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMin, batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMax, batchCreateScheduledBotsBodyTimeoutConfigDefault, batchCreateScheduledBotsBodyZoomConfigCredentialIdRegExp, batchCreateScheduledBotsBodyZoomConfigDefault, batchCreateScheduledBotsBodyExtraDefault, batchCreateScheduledBotsBodyStreamingEnabledDefault, batchCreateScheduledBotsBodyStreamingConfigInputUrlDefault, batchCreateScheduledBotsBodyStreamingConfigOutputUrlDefault, batchCreateScheduledBotsBodyStreamingConfigAudioFrequencyDefault, batchCreateScheduledBotsBodyStreamingConfigDefault, batchCreateScheduledBotsBodyTranscriptionEnabledDefault, batchCreateScheduledBotsBodyTranscriptionConfigProviderDefault, batchCreateScheduledBotsBodyTranscriptionConfigApiKeyDefault, batchCreateScheduledBotsBodyTranscriptionConfigCustomParamsDefault, batchCreateScheduledBotsBodyTranscriptionConfigDefault, batchCreateScheduledBotsBodyCallbackEnabledDefault, batchCreateScheduledBotsBodyCallbackConfigSecretDefault, batchCreateScheduledBotsBodyCallbackConfigMethodDefault, batchCreateScheduledBotsBodyCallbackConfigDefault, batchCreateScheduledBotsBodyJoinAtRegExp, batchCreateScheduledBotsBodyItem, batchCreateScheduledBotsBody, getScheduledBotDetailsPathBotIdRegExp, getScheduledBotDetailsParams, getScheduledBotDetailsResponseDataBotIdRegExp, getScheduledBotDetailsResponseDataJoinAtRegExp, getScheduledBotDetailsResponseDataCreatedAtRegExp, getScheduledBotDetailsResponseDataUpdatedAtRegExp, getScheduledBotDetailsResponseDataCancelledAtRegExpOne, getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMinOne, getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMaxOne, getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMinOne, getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMaxOne, getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMinOne, getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMaxOne, getScheduledBotDetailsResponseDataZoomConfigCredentialIdRegExpOne, getScheduledBotDetailsResponse, updateScheduledBotPathBotIdRegExp, updateScheduledBotParams, updateScheduledBotBodyBotNameMax, updateScheduledBotBodyBotImageDefault, updateScheduledBotBodyAllowMultipleBotsDefault, updateScheduledBotBodyRecordingModeDefault, updateScheduledBotBodyEntryMessageMaxOne, updateScheduledBotBodyEntryMessageDefault, updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault, updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin, updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax, updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault, updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin, updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax, updateScheduledBotBodyTimeoutConfigSilenceTimeoutDefault, updateScheduledBotBodyTimeoutConfigSilenceTimeoutMin, updateScheduledBotBodyTimeoutConfigSilenceTimeoutMax, updateScheduledBotBodyTimeoutConfigDefault, updateScheduledBotBodyZoomConfigCredentialIdRegExp, updateScheduledBotBodyZoomConfigDefault, updateScheduledBotBodyExtraDefault, updateScheduledBotBodyStreamingEnabledDefault, updateScheduledBotBodyStreamingConfigInputUrlDefault, updateScheduledBotBodyStreamingConfigOutputUrlDefault, updateScheduledBotBodyStreamingConfigAudioFrequencyDefault, updateScheduledBotBodyStreamingConfigDefault, updateScheduledBotBodyTranscriptionEnabledDefault, updateScheduledBotBodyTranscriptionConfigProviderDefault, updateScheduledBotBodyTranscriptionConfigApiKeyDefault, updateScheduledBotBodyTranscriptionConfigCustomParamsDefault, updateScheduledBotBodyTranscriptionConfigDefault, updateScheduledBotBodyCallbackEnabledDefault, updateScheduledBotBodyCallbackConfigSecretDefault, updateScheduledBotBodyCallbackConfigMethodDefault, updateScheduledBotBodyCallbackConfigDefault, updateScheduledBotBodyJoinAtRegExp, updateScheduledBotBody, updateScheduledBotResponse, deleteScheduledBotPathBotIdRegExp, deleteScheduledBotParams, deleteScheduledBotResponse;
var init_bots_zod = __esm({
  "src/generated/v2/api/bots/bots.zod.ts"() {
    "use strict";
    import_zod4 = require("zod");
    createBotBodyBotNameMax = 255;
    createBotBodyBotImageDefault = null;
    createBotBodyAllowMultipleBotsDefault = true;
    createBotBodyRecordingModeDefault = "speaker_view";
    createBotBodyEntryMessageMaxOne = 500;
    createBotBodyEntryMessageDefault = null;
    createBotBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    createBotBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    createBotBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    createBotBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    createBotBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    createBotBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    createBotBodyTimeoutConfigSilenceTimeoutDefault = 600;
    createBotBodyTimeoutConfigSilenceTimeoutMin = 300;
    createBotBodyTimeoutConfigSilenceTimeoutMax = 1800;
    createBotBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    createBotBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createBotBodyZoomConfigDefault = null;
    createBotBodyExtraDefault = null;
    createBotBodyStreamingEnabledDefault = false;
    createBotBodyStreamingConfigInputUrlDefault = null;
    createBotBodyStreamingConfigOutputUrlDefault = null;
    createBotBodyStreamingConfigAudioFrequencyDefault = 24e3;
    createBotBodyStreamingConfigDefault = null;
    createBotBodyTranscriptionEnabledDefault = false;
    createBotBodyTranscriptionConfigProviderDefault = "gladia";
    createBotBodyTranscriptionConfigApiKeyDefault = null;
    createBotBodyTranscriptionConfigCustomParamsDefault = null;
    createBotBodyTranscriptionConfigDefault = null;
    createBotBodyCallbackEnabledDefault = false;
    createBotBodyCallbackConfigSecretDefault = null;
    createBotBodyCallbackConfigMethodDefault = "POST";
    createBotBodyCallbackConfigDefault = null;
    createBotBody = import_zod4.z.object({
      bot_name: import_zod4.z.string().min(1).max(createBotBodyBotNameMax).describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      meeting_url: import_zod4.z.string().url().describe(
        'The URL of the meeting to join.\n\nMust be a valid HTTPS URL for a Microsoft Teams, Google Meet, or Zoom meeting.\n\nExample: "https://zoom.us/j/123456789" or "https://meet.google.com/abc-defg-hij"'
      ),
      allow_multiple_bots: import_zod4.z.boolean().default(createBotBodyAllowMultipleBotsDefault).describe(
        "Whether to allow multiple bots to join the same meeting.\n\nIf set to `false`, only a single bot will be allowed to join using the same meeting URL within the last 5 minutes. This prevents duplicate bots from joining the same meeting.\n\nIf set to `true` (default), multiple bots can join the same meeting URL.\n\nDefault: `true`"
      ),
      recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(createBotBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod4.z.string().max(createBotBodyEntryMessageMaxOne).or(import_zod4.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod4.z.object({
        waiting_room_timeout: import_zod4.z.number().min(createBotBodyTimeoutConfigWaitingRoomTimeoutMin).max(createBotBodyTimeoutConfigWaitingRoomTimeoutMax).default(createBotBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod4.z.number().min(createBotBodyTimeoutConfigNoOneJoinedTimeoutMin).max(createBotBodyTimeoutConfigNoOneJoinedTimeoutMax).default(createBotBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod4.z.number().min(createBotBodyTimeoutConfigSilenceTimeoutMin).max(createBotBodyTimeoutConfigSilenceTimeoutMax).default(createBotBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(createBotBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod4.z.object({
        credential_id: import_zod4.z.string().uuid().regex(createBotBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod4.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod4.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod4.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod4.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod4.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod4.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod4.z.object({
        input_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod4.z.number().or(import_zod4.z.number()).or(import_zod4.z.number()).or(import_zod4.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod4.z.null()).default(createBotBodyStreamingConfigAudioFrequencyDefault).describe("The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz.")
      }).or(import_zod4.z.null()).optional(),
      transcription_enabled: import_zod4.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod4.z.object({
        provider: import_zod4.z.enum(["gladia"]).default(createBotBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod4.z.null()).optional(),
      callback_enabled: import_zod4.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod4.z.object({
        url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod4.z.enum(["POST", "PUT"]).default(createBotBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod4.z.null()).optional()
    });
    listBotsQueryBotNameDefault = null;
    listBotsQueryBotIdDefault = null;
    listBotsQueryCreatedBeforeRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsQueryCreatedBeforeDefault = null;
    listBotsQueryCreatedAfterRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsQueryCreatedAfterDefault = null;
    listBotsQueryLimitDefault = 50;
    listBotsQueryLimitMax = 250;
    listBotsQueryCursorDefault = null;
    listBotsQueryEndedAfterRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsQueryEndedAfterDefault = null;
    listBotsQueryExtraDefault = null;
    listBotsQueryMeetingUrlDefault = null;
    listBotsQueryParams = import_zod4.z.object({
      bot_name: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        `Filter bots by name containing this string.

Performs a case-insensitive partial match on the bot's name. Useful for finding bots with specific naming conventions or to locate a particular bot when you don't have its ID.

Example: "Sales" would match "Sales Meeting", "Quarterly Sales", etc.`
      ),
      bot_id: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        `Filter bots by ID containing this string.

Performs a case-insensitive partial match on the bot's ID. Useful for finding bots with specific IDs or to locate a particular bot when you don't have its ID.

Example: "1234567890" would match "1234567890-1234-1234-1234-123456789012"`
      ),
      created_before: import_zod4.z.string().datetime({}).regex(listBotsQueryCreatedBeforeRegExpOne).or(import_zod4.z.null()).optional().describe(
        'Filter bots created before this date.\n\nISO8601 format (e.g., "2025-01-15T10:30:00Z").\n\nCannot be more than 90 days before today and cannot be in the future.\n\nUse this in combination with `created_after` to filter bots within a specific date range.\n\nExample: "2025-01-15T23:59:59Z"'
      ),
      created_after: import_zod4.z.string().datetime({}).regex(listBotsQueryCreatedAfterRegExpOne).or(import_zod4.z.null()).optional().describe(
        'Filter bots created after this date.\n\nISO8601 format (e.g., "2025-01-01T00:00:00Z").\n\nCannot be more than 90 days before today and cannot be in the future.\n\nUse this in combination with `created_before` to filter bots within a specific date range.\n\nExample: "2025-01-01T00:00:00Z"'
      ),
      limit: import_zod4.z.number().max(listBotsQueryLimitMax).describe(
        "Maximum number of bots to return in a single request.\n\nLimits the number of results returned in a single API call.\n\nDefault: 50 Minimum: 1 Maximum: 250"
      ),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing `<isoDate>::<id>`. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MjAyNS0wMS0xNVQxMDozMDowMFo6OjEyMzQ1" or "LU1qQXlOM1UxTmpVME5qVXhNakUwTkRrPQ==" (for backward pagination)'
      ),
      ended_after: import_zod4.z.string().datetime({}).regex(listBotsQueryEndedAfterRegExpOne).or(import_zod4.z.null()).optional().describe("The date to filter bots ended after. ISO 8601 format."),
      extra: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        'Filter bots by matching values in the extra JSON payload.\n\nThis parameter performs in-memory filtering on the `extra` JSON field, similar to a SQL WHERE clause. It reduces the result set to only include bots that match all specified conditions.\n\nFormat specifications: - Single condition: "field:value" - Multiple conditions: "field1:value1,field2:value2"\n\nExamples: - "customer_id:12345" - Only bots with this customer ID - "status:active,project:sales" - Only active bots from sales projects\n\nNotes: - All conditions must match for a bot to be included - Values are matched exactly (case-sensitive) - Bots without the specified field are excluded'
      ),
      meeting_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        `Filter bots by meeting URL containing this string.

Performs a case-insensitive partial match on the bot's meeting URL. Useful for finding bots associated with specific meeting platforms or particular meeting IDs.

Example: "zoom.us" would match all Zoom meetings`
      ),
      meeting_platform: import_zod4.z.string().or(import_zod4.z.null()).or(import_zod4.z.null()).optional().describe(
        'Filter bots by meeting platform.\n\nThis parameter filters bots by the platform they are associated with. It can be used to find bots that are associated with a specific meeting platform. Valid values are: "zoom", "meet", "teams".\n\nExample: "zoom" would match all bots associated with Zoom meetings.\n\nTo filter multiple platforms, use a comma-separated list of values. For example, "zoom,meet" would match all bots associated with Zoom or Meet meetings.'
      ),
      status: import_zod4.z.string().or(import_zod4.z.null()).or(import_zod4.z.null()).optional().describe(
        'Filter bots by bot statuses.\n\nThis parameter filters bots by their status. It can be used to find bots that have any of the specified statuses. Valid values are one or more of: queued, transcribing, completed, failed, joining_call, in_waiting_room, in_waiting_for_host, in_call_not_recording, in_call_recording, recording_paused, recording_resumed, call_ended, recording_succeeded, recording_failed, api_request_stop, bot_rejected, bot_removed, bot_removed_too_early, waiting_room_timeout, invalid_meeting_url, meeting_error.\n\nExample: "queued,joining_call" would match all bots that are queued or joining the call'
      )
    });
    listBotsResponseDataItemBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listBotsResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsResponseDataItemEndedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsResponseDataItemJoinedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsResponseDataItemExitedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listBotsResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.array(
        import_zod4.z.object({
          bot_id: import_zod4.z.string().uuid().regex(listBotsResponseDataItemBotIdRegExp).describe("The UUID of the bot"),
          bot_name: import_zod4.z.string().describe("The name of the bot"),
          meeting_url: import_zod4.z.string().url().describe("The URL of the meeting"),
          meeting_platform: import_zod4.z.enum(["zoom", "meet", "teams"]).describe("The platform of the meeting (zoom, meet, or teams)"),
          extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom metadata associated with the bot"),
          duration: import_zod4.z.number().or(import_zod4.z.null()).describe("Duration of the meeting in seconds (null if meeting hasn't ended)"),
          created_at: import_zod4.z.string().datetime({}).regex(listBotsResponseDataItemCreatedAtRegExp).describe("ISO 8601 timestamp when the bot was created"),
          ended_at: import_zod4.z.string().datetime({}).regex(listBotsResponseDataItemEndedAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the bot ended (null if still active)"),
          joined_at: import_zod4.z.string().datetime({}).regex(listBotsResponseDataItemJoinedAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the bot joined the meeting (null if not joined yet)"),
          exited_at: import_zod4.z.string().datetime({}).regex(listBotsResponseDataItemExitedAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the bot exited the meeting (null if not exited yet)"),
          status: import_zod4.z.enum([
            "queued",
            "transcribing",
            "completed",
            "failed",
            "joining_call",
            "in_waiting_room",
            "in_waiting_for_host",
            "in_call_not_recording",
            "in_call_recording",
            "recording_paused",
            "recording_resumed",
            "call_ended",
            "recording_succeeded",
            "recording_failed",
            "api_request_stop",
            "bot_rejected",
            "bot_removed",
            "bot_removed_too_early",
            "waiting_room_timeout",
            "invalid_meeting_url",
            "meeting_error"
          ]).describe("The current status of the bot"),
          error_code: import_zod4.z.string().or(import_zod4.z.null()).describe("Error code if the bot failed (null if no error)"),
          error_message: import_zod4.z.string().or(import_zod4.z.null()).describe("Human-readable error message if the bot failed (null if no error)")
        })
      ),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    batchCreateBotsBodyBotNameMax = 255;
    batchCreateBotsBodyBotImageDefault = null;
    batchCreateBotsBodyAllowMultipleBotsDefault = true;
    batchCreateBotsBodyRecordingModeDefault = "speaker_view";
    batchCreateBotsBodyEntryMessageMaxOne = 500;
    batchCreateBotsBodyEntryMessageDefault = null;
    batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    batchCreateBotsBodyTimeoutConfigSilenceTimeoutDefault = 600;
    batchCreateBotsBodyTimeoutConfigSilenceTimeoutMin = 300;
    batchCreateBotsBodyTimeoutConfigSilenceTimeoutMax = 1800;
    batchCreateBotsBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    batchCreateBotsBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    batchCreateBotsBodyZoomConfigDefault = null;
    batchCreateBotsBodyExtraDefault = null;
    batchCreateBotsBodyStreamingEnabledDefault = false;
    batchCreateBotsBodyStreamingConfigInputUrlDefault = null;
    batchCreateBotsBodyStreamingConfigOutputUrlDefault = null;
    batchCreateBotsBodyStreamingConfigAudioFrequencyDefault = 24e3;
    batchCreateBotsBodyStreamingConfigDefault = null;
    batchCreateBotsBodyTranscriptionEnabledDefault = false;
    batchCreateBotsBodyTranscriptionConfigProviderDefault = "gladia";
    batchCreateBotsBodyTranscriptionConfigApiKeyDefault = null;
    batchCreateBotsBodyTranscriptionConfigCustomParamsDefault = null;
    batchCreateBotsBodyTranscriptionConfigDefault = null;
    batchCreateBotsBodyCallbackEnabledDefault = false;
    batchCreateBotsBodyCallbackConfigSecretDefault = null;
    batchCreateBotsBodyCallbackConfigMethodDefault = "POST";
    batchCreateBotsBodyCallbackConfigDefault = null;
    batchCreateBotsBodyItem = import_zod4.z.object({
      bot_name: import_zod4.z.string().min(1).max(batchCreateBotsBodyBotNameMax).describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      meeting_url: import_zod4.z.string().url().describe(
        'The URL of the meeting to join.\n\nMust be a valid HTTPS URL for a Microsoft Teams, Google Meet, or Zoom meeting.\n\nExample: "https://zoom.us/j/123456789" or "https://meet.google.com/abc-defg-hij"'
      ),
      allow_multiple_bots: import_zod4.z.boolean().default(batchCreateBotsBodyAllowMultipleBotsDefault).describe(
        "Whether to allow multiple bots to join the same meeting.\n\nIf set to `false`, only a single bot will be allowed to join using the same meeting URL within the last 5 minutes. This prevents duplicate bots from joining the same meeting.\n\nIf set to `true` (default), multiple bots can join the same meeting URL.\n\nDefault: `true`"
      ),
      recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(batchCreateBotsBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod4.z.string().max(batchCreateBotsBodyEntryMessageMaxOne).or(import_zod4.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod4.z.object({
        waiting_room_timeout: import_zod4.z.number().min(batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMin).max(batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutMax).default(batchCreateBotsBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod4.z.number().min(batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMin).max(batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutMax).default(batchCreateBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod4.z.number().min(batchCreateBotsBodyTimeoutConfigSilenceTimeoutMin).max(batchCreateBotsBodyTimeoutConfigSilenceTimeoutMax).default(batchCreateBotsBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(batchCreateBotsBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod4.z.object({
        credential_id: import_zod4.z.string().uuid().regex(batchCreateBotsBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod4.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod4.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod4.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod4.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod4.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod4.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod4.z.object({
        input_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod4.z.number().or(import_zod4.z.number()).or(import_zod4.z.number()).or(import_zod4.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod4.z.null()).default(batchCreateBotsBodyStreamingConfigAudioFrequencyDefault).describe("The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz.")
      }).or(import_zod4.z.null()).optional(),
      transcription_enabled: import_zod4.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod4.z.object({
        provider: import_zod4.z.enum(["gladia"]).default(batchCreateBotsBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod4.z.null()).optional(),
      callback_enabled: import_zod4.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod4.z.object({
        url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod4.z.enum(["POST", "PUT"]).default(batchCreateBotsBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod4.z.null()).optional()
    });
    batchCreateBotsBody = import_zod4.z.array(batchCreateBotsBodyItem).min(1).max(100);
    getBotDetailsPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotDetailsParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(getBotDetailsPathBotIdRegExp).describe("The UUID of the bot to get details for.")
    });
    getBotDetailsResponseDataBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotDetailsResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getBotDetailsResponseDataJoinedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getBotDetailsResponseDataExitedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getBotDetailsResponseDataParticipantsItemIdMinOne = -9007199254740991;
    getBotDetailsResponseDataParticipantsItemIdMaxOne = 9007199254740991;
    getBotDetailsResponseDataSpeakersItemIdMinOne = -9007199254740991;
    getBotDetailsResponseDataSpeakersItemIdMaxOne = 9007199254740991;
    getBotDetailsResponseDataZoomConfigCredentialIdRegExpOne = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotDetailsResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        bot_id: import_zod4.z.string().uuid().regex(getBotDetailsResponseDataBotIdRegExp).describe("The UUID of the bot"),
        bot_name: import_zod4.z.string().describe("The name of the bot"),
        meeting_url: import_zod4.z.string().url().describe("The URL of the meeting"),
        meeting_platform: import_zod4.z.enum(["zoom", "meet", "teams"]).describe("The platform of the meeting"),
        recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).describe("The recording mode used by the bot"),
        status: import_zod4.z.enum([
          "queued",
          "transcribing",
          "completed",
          "failed",
          "joining_call",
          "in_waiting_room",
          "in_waiting_for_host",
          "in_call_not_recording",
          "in_call_recording",
          "recording_paused",
          "recording_resumed",
          "call_ended",
          "recording_succeeded",
          "recording_failed",
          "api_request_stop",
          "bot_rejected",
          "bot_removed",
          "bot_removed_too_early",
          "waiting_room_timeout",
          "invalid_meeting_url",
          "meeting_error"
        ]).describe("The current status of the bot"),
        created_at: import_zod4.z.string().datetime({}).regex(getBotDetailsResponseDataCreatedAtRegExp).describe("ISO 8601 timestamp when the bot was created"),
        joined_at: import_zod4.z.string().datetime({}).regex(getBotDetailsResponseDataJoinedAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the bot joined the meeting (null if not joined yet)"),
        exited_at: import_zod4.z.string().datetime({}).regex(getBotDetailsResponseDataExitedAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the bot exited the meeting (null if not exited yet)"),
        duration_seconds: import_zod4.z.number().or(import_zod4.z.null()).describe("Duration of the meeting in seconds (null if meeting hasn't ended)"),
        participants: import_zod4.z.array(
          import_zod4.z.object({
            name: import_zod4.z.string().describe("Participant's name (full name or display name)"),
            id: import_zod4.z.number().min(getBotDetailsResponseDataParticipantsItemIdMinOne).max(getBotDetailsResponseDataParticipantsItemIdMaxOne).or(import_zod4.z.null()).describe("Sequential participant ID (1, 2, 3...). Null if not available"),
            display_name: import_zod4.z.string().optional().describe("Display name shown in UI (if different from name)"),
            profile_picture: import_zod4.z.string().url().optional().describe("Profile picture URL (if available)")
          })
        ).describe("List of participants who joined the meeting with their names and metadata"),
        speakers: import_zod4.z.array(
          import_zod4.z.object({
            name: import_zod4.z.string().describe("Participant's name (full name or display name)"),
            id: import_zod4.z.number().min(getBotDetailsResponseDataSpeakersItemIdMinOne).max(getBotDetailsResponseDataSpeakersItemIdMaxOne).or(import_zod4.z.null()).describe("Sequential participant ID (1, 2, 3...). Null if not available"),
            display_name: import_zod4.z.string().optional().describe("Display name shown in UI (if different from name)"),
            profile_picture: import_zod4.z.string().url().optional().describe("Profile picture URL (if available)")
          })
        ).describe("List of speakers identified in the meeting with their names and metadata"),
        artifacts_deleted: import_zod4.z.boolean().describe("Whether the artifacts have been deleted"),
        video: import_zod4.z.string().url().or(import_zod4.z.null()).describe("Signed URL to the video recording (valid for 4 hours, null if not available)"),
        audio: import_zod4.z.string().url().or(import_zod4.z.null()).describe("Signed URL to the audio recording (valid for 4 hours, null if not available)"),
        diarization: import_zod4.z.string().url().or(import_zod4.z.null()).describe("Signed URL to the diarization file (valid for 4 hours, null if not available)"),
        raw_transcription: import_zod4.z.string().url().or(import_zod4.z.null()).describe(
          "Signed URL to the raw transcription file (valid for 4 hours, null if not available)"
        ),
        transcription: import_zod4.z.string().url().or(import_zod4.z.null()).describe("Signed URL to the transcription file (valid for 4 hours, null if not available)"),
        transcription_ids: import_zod4.z.array(import_zod4.z.string()).or(import_zod4.z.null()).describe("Array of transcription job IDs from the transcription provider"),
        transcription_provider: import_zod4.z.enum(["gladia"]).or(import_zod4.z.null()).describe(
          "The transcription provider used (null if transcription is disabled or provider is 'none')"
        ),
        error_code: import_zod4.z.string().or(import_zod4.z.null()).describe("Error code if the bot failed (null if no error)"),
        error_message: import_zod4.z.string().or(import_zod4.z.null()).describe("Human-readable error message if the bot failed (null if no error)"),
        extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom metadata associated with the bot"),
        zoom_config: import_zod4.z.object({
          credential_id: import_zod4.z.string().uuid().regex(getBotDetailsResponseDataZoomConfigCredentialIdRegExpOne).or(import_zod4.z.null()).optional().describe("UUID of the stored Zoom credential"),
          credential_user_id: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("Zoom user ID used to look up the credential"),
          obf_token_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("URL that returns an OBF token at join time"),
          zak_token_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("URL that returns a ZAK token at join time")
        }).or(import_zod4.z.null()).describe(
          "Zoom configuration for this bot (null if not a Zoom bot or no zoom config provided)"
        )
      })
    });
    getBotStatusPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotStatusParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(getBotStatusPathBotIdRegExp).describe("The UUID of the bot to get status for.")
    });
    getBotStatusResponseDataBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotStatusResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getBotStatusResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        bot_id: import_zod4.z.string().uuid().regex(getBotStatusResponseDataBotIdRegExp).describe("The UUID of the bot"),
        status: import_zod4.z.enum([
          "queued",
          "transcribing",
          "completed",
          "failed",
          "joining_call",
          "in_waiting_room",
          "in_waiting_for_host",
          "in_call_not_recording",
          "in_call_recording",
          "recording_paused",
          "recording_resumed",
          "call_ended",
          "recording_succeeded",
          "recording_failed",
          "api_request_stop",
          "bot_rejected",
          "bot_removed",
          "bot_removed_too_early",
          "waiting_room_timeout",
          "invalid_meeting_url",
          "meeting_error"
        ]).describe("The current status of the bot"),
        transcription_status: import_zod4.z.enum(["queued", "processing", "done", "error", "not-applicable", "not-started"]).describe("The current transcription status"),
        updated_at: import_zod4.z.string().datetime({}).regex(getBotStatusResponseDataUpdatedAtRegExp).describe("ISO 8601 timestamp when the status was last updated")
      })
    });
    getBotScreenshotsPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getBotScreenshotsParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(getBotScreenshotsPathBotIdRegExp).describe("The UUID of the bot to get screenshots for.")
    });
    getBotScreenshotsQueryLimitDefault = 50;
    getBotScreenshotsQueryLimitMax = 250;
    getBotScreenshotsQueryCursorDefault = null;
    getBotScreenshotsQueryParams = import_zod4.z.object({
      limit: import_zod4.z.number().max(getBotScreenshotsQueryLimitMax).describe("Maximum number of screenshots to return (default: 50, max: 250)."),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing the screenshot index. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MQ==" (for index 1) or "-MTA=" (for backward pagination from index 10)'
      )
    });
    getBotScreenshotsResponseDataItemScreenshotIdMax = 9007199254740991;
    getBotScreenshotsResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.array(
        import_zod4.z.object({
          screenshot_id: import_zod4.z.number().max(getBotScreenshotsResponseDataItemScreenshotIdMax).describe("The index of the screenshot (1-based)"),
          url: import_zod4.z.string().url().describe("Signed URL to the screenshot (valid for 4 hours)")
        })
      ),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    leaveBotPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    leaveBotParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(leaveBotPathBotIdRegExp).describe("The UUID of the bot to leave the meeting.")
    });
    leaveBotResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    deleteBotDataPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteBotDataParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(deleteBotDataPathBotIdRegExp).describe("The UUID of the bot whose data should be deleted.")
    });
    deleteBotDataQueryDeleteFromProviderDefault = true;
    deleteBotDataQueryParams = import_zod4.z.object({
      delete_from_provider: import_zod4.z.boolean().describe(
        "Whether to delete transcription data from the transcription provider.\n\nIf `true` (default), the transcription data will be deleted from the transcription provider's servers in addition to deleting artifacts from S3. This ensures complete data deletion.\n\nIf `false`, only S3 artifacts will be deleted, and transcription data will remain on the transcription provider's servers.\n\nNote: If the bot was created with a BYOK (Bring Your Own Key) transcription API key, the deletion will use that key to authenticate with the transcription provider.\n\nDefault: `true`"
      )
    });
    deleteBotDataResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    resendFinalWebhookPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    resendFinalWebhookParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(resendFinalWebhookPathBotIdRegExp).describe(
        "The UUID of the bot to resend the final webhook for.\n\nThis will recreate and resend the `bot.completed` or `bot.failed` webhook to all configured webhook endpoints."
      )
    });
    resendFinalWebhookResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    retryCallbackPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    retryCallbackParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(retryCallbackPathBotIdRegExp).describe(
        "The UUID of the bot to retry the callback for.\n\nThis will recreate and resend the callback payload to the configured callback URL (or a custom URL if provided in the request body)."
      )
    });
    retryCallbackBodyDefault = null;
    retryCallbackBodySecretDefault = null;
    retryCallbackBodyMethodDefault = "POST";
    retryCallbackBody = import_zod4.z.object({
      url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
      secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
      ),
      method: import_zod4.z.enum(["POST", "PUT"]).default(retryCallbackBodyMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
    }).or(import_zod4.z.null()).describe(
      "Optional callback configuration to override the bot's configured callback.\n\nIf provided, all fields must be included and these values will be used instead of the bot's original callback configuration. If omitted (null), the bot's original callback configuration will be used.\n\n- `url`: Custom callback URL (overrides configured URL)\n- `method`: HTTP method (`POST` or `PUT`, default: `POST`)\n- `secret`: Custom HMAC secret (overrides configured secret, sent in `x-mb-secret` header)"
    );
    retryCallbackResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    updateBotConfigPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateBotConfigParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(updateBotConfigPathBotIdRegExp).describe("The UUID of the bot to update configuration for.")
    });
    updateBotConfigBody = import_zod4.z.object({
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom metadata to merge with existing extra data (shallow merge)")
    });
    updateBotConfigResponse = import_zod4.z.object({
      success: import_zod4.z.literal(true),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    createScheduledBotBodyBotNameMax = 255;
    createScheduledBotBodyBotImageDefault = null;
    createScheduledBotBodyAllowMultipleBotsDefault = true;
    createScheduledBotBodyRecordingModeDefault = "speaker_view";
    createScheduledBotBodyEntryMessageMaxOne = 500;
    createScheduledBotBodyEntryMessageDefault = null;
    createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    createScheduledBotBodyTimeoutConfigSilenceTimeoutDefault = 600;
    createScheduledBotBodyTimeoutConfigSilenceTimeoutMin = 300;
    createScheduledBotBodyTimeoutConfigSilenceTimeoutMax = 1800;
    createScheduledBotBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    createScheduledBotBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createScheduledBotBodyZoomConfigDefault = null;
    createScheduledBotBodyExtraDefault = null;
    createScheduledBotBodyStreamingEnabledDefault = false;
    createScheduledBotBodyStreamingConfigInputUrlDefault = null;
    createScheduledBotBodyStreamingConfigOutputUrlDefault = null;
    createScheduledBotBodyStreamingConfigAudioFrequencyDefault = 24e3;
    createScheduledBotBodyStreamingConfigDefault = null;
    createScheduledBotBodyTranscriptionEnabledDefault = false;
    createScheduledBotBodyTranscriptionConfigProviderDefault = "gladia";
    createScheduledBotBodyTranscriptionConfigApiKeyDefault = null;
    createScheduledBotBodyTranscriptionConfigCustomParamsDefault = null;
    createScheduledBotBodyTranscriptionConfigDefault = null;
    createScheduledBotBodyCallbackEnabledDefault = false;
    createScheduledBotBodyCallbackConfigSecretDefault = null;
    createScheduledBotBodyCallbackConfigMethodDefault = "POST";
    createScheduledBotBodyCallbackConfigDefault = null;
    createScheduledBotBodyJoinAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    createScheduledBotBody = import_zod4.z.object({
      bot_name: import_zod4.z.string().min(1).max(createScheduledBotBodyBotNameMax).describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      meeting_url: import_zod4.z.string().url().describe(
        'The URL of the meeting to join.\n\nMust be a valid HTTPS URL for a Microsoft Teams, Google Meet, or Zoom meeting.\n\nExample: "https://zoom.us/j/123456789" or "https://meet.google.com/abc-defg-hij"'
      ),
      allow_multiple_bots: import_zod4.z.boolean().default(createScheduledBotBodyAllowMultipleBotsDefault).describe(
        "Whether to allow multiple bots to join the same meeting.\n\nIf set to `false`, only a single bot will be allowed to join using the same meeting URL within the last 5 minutes. This prevents duplicate bots from joining the same meeting.\n\nIf set to `true` (default), multiple bots can join the same meeting URL.\n\nDefault: `true`"
      ),
      recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(createScheduledBotBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod4.z.string().max(createScheduledBotBodyEntryMessageMaxOne).or(import_zod4.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod4.z.object({
        waiting_room_timeout: import_zod4.z.number().min(createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin).max(createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax).default(createScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod4.z.number().min(createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin).max(createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax).default(createScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod4.z.number().min(createScheduledBotBodyTimeoutConfigSilenceTimeoutMin).max(createScheduledBotBodyTimeoutConfigSilenceTimeoutMax).default(createScheduledBotBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(createScheduledBotBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod4.z.object({
        credential_id: import_zod4.z.string().uuid().regex(createScheduledBotBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod4.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod4.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod4.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod4.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod4.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod4.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod4.z.object({
        input_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod4.z.number().or(import_zod4.z.number()).or(import_zod4.z.number()).or(import_zod4.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod4.z.null()).default(createScheduledBotBodyStreamingConfigAudioFrequencyDefault).describe(
          "The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz."
        )
      }).or(import_zod4.z.null()).optional(),
      transcription_enabled: import_zod4.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod4.z.object({
        provider: import_zod4.z.enum(["gladia"]).default(createScheduledBotBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod4.z.null()).optional(),
      callback_enabled: import_zod4.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod4.z.object({
        url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod4.z.enum(["POST", "PUT"]).default(createScheduledBotBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod4.z.null()).optional()
    }).and(
      import_zod4.z.object({
        join_at: import_zod4.z.string().datetime({}).regex(createScheduledBotBodyJoinAtRegExp).describe(
          'ISO8601 timestamp when the bot should join the meeting.\n\nCannot be in the past (with 1 minute leeway) and cannot be more than 90 days in the future.\n\nExample: "2025-12-25T10:00:00Z"'
        )
      })
    );
    listScheduledBotsQueryLimitDefault = 50;
    listScheduledBotsQueryLimitMax = 100;
    listScheduledBotsQueryCursorDefault = null;
    listScheduledBotsQueryBotIdDefault = null;
    listScheduledBotsQueryScheduledBeforeRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listScheduledBotsQueryScheduledBeforeDefault = null;
    listScheduledBotsQueryScheduledAfterRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listScheduledBotsQueryScheduledAfterDefault = null;
    listScheduledBotsQueryBotNameDefault = null;
    listScheduledBotsQueryMeetingUrlDefault = null;
    listScheduledBotsQueryParams = import_zod4.z.object({
      limit: import_zod4.z.number().max(listScheduledBotsQueryLimitMax).describe(
        "Maximum number of scheduled bots to return in a single request.\n\nLimits the number of results returned in a single API call.\n\nDefault: 50 Minimum: 1 Maximum: 100"
      ),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing `<isoDate>::<id>`. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MjAyNS0wMS0xNVQxMDozMDowMFo6OjEyMzQ1" or "LU1qQXlOM1UxTmpVME5qVXhNakUwTkRrPQ==" (for backward pagination)'
      ),
      bot_id: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        "Filter scheduled bots by UUID (partial match, case-insensitive).\n\nUse this to find a scheduled bot when you only know part of the identifier."
      ),
      scheduled_before: import_zod4.z.string().datetime({}).regex(listScheduledBotsQueryScheduledBeforeRegExpOne).or(import_zod4.z.null()).optional().describe(
        'Filter scheduled bots with join_at before this timestamp.\n\nReturns only scheduled bots that are scheduled to join before the specified date.\n\nISO 8601 format. Must be within \xB190 days from today.\n\nExample: "2025-12-25T10:00:00Z"'
      ),
      scheduled_after: import_zod4.z.string().datetime({}).regex(listScheduledBotsQueryScheduledAfterRegExpOne).or(import_zod4.z.null()).optional().describe(
        'Filter scheduled bots with join_at after this timestamp.\n\nReturns only scheduled bots that are scheduled to join after the specified date.\n\nISO 8601 format. Must be within \xB190 days from today.\n\nExample: "2025-12-25T10:00:00Z"'
      ),
      status: import_zod4.z.string().or(import_zod4.z.null()).or(import_zod4.z.null()).optional().describe(
        'Filter by scheduled bot status.\n\nReturns only scheduled bots with the specified status(es).\n\nAvailable statuses:\n- scheduled: Bot is scheduled to join at a future time\n- cancelled: Bot schedule was cancelled\n- completed: Bot has completed its scheduled task\n- failed: Bot failed to execute its scheduled task\n\nTo filter multiple statuses, use a comma-separated list of values. For example, "scheduled,completed" would match all bots that are scheduled or completed.'
      ),
      bot_name: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        `Filter bots by name containing this string.

Performs a case-insensitive partial match on the bot's name. Useful for finding bots with specific naming conventions or to locate a particular bot when you don't have its ID.

Example: "Sales" would match "Sales Meeting", "Quarterly Sales", etc.`
      ),
      meeting_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
        `Filter bots by meeting URL containing this string.

Performs a case-insensitive partial match on the bot's meeting URL. Useful for finding bots associated with specific meeting platforms or particular meeting IDs.

Example: "zoom.us" would match all Zoom meetings`
      ),
      meeting_platform: import_zod4.z.string().or(import_zod4.z.null()).or(import_zod4.z.null()).optional().describe(
        'Filter by meeting platform.\n\nThis parameter filters scheduled bots by the platform they are associated with. It can be used to find bots that are associated with a specific meeting platform. Valid values are: "zoom", "meet", "teams".\n\nExample: "zoom" would match all bots associated with Zoom meetings.\n\nTo filter multiple platforms, use a comma-separated list of values. For example, "zoom,meet" would match all bots associated with Zoom or Meet meetings.'
      )
    });
    listScheduledBotsResponseDataItemBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listScheduledBotsResponseDataItemJoinAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listScheduledBotsResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listScheduledBotsResponseDataItemUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listScheduledBotsResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.array(
        import_zod4.z.object({
          bot_id: import_zod4.z.string().uuid().regex(listScheduledBotsResponseDataItemBotIdRegExp).describe("The UUID of the scheduled bot"),
          bot_name: import_zod4.z.string().describe("The name of the scheduled bot"),
          meeting_url: import_zod4.z.string().describe("The URL of the meeting"),
          meeting_platform: import_zod4.z.enum(["zoom", "meet", "teams"]).describe("The platform of the meeting"),
          join_at: import_zod4.z.string().datetime({}).regex(listScheduledBotsResponseDataItemJoinAtRegExp).describe("ISO 8601 timestamp when the bot should join the meeting"),
          status: import_zod4.z.enum(["scheduled", "cancelled", "completed", "failed"]).describe("The current status of the scheduled bot"),
          extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom metadata associated with the scheduled bot"),
          created_at: import_zod4.z.string().datetime({}).regex(listScheduledBotsResponseDataItemCreatedAtRegExp).describe("ISO 8601 timestamp when the scheduled bot was created"),
          updated_at: import_zod4.z.string().datetime({}).regex(listScheduledBotsResponseDataItemUpdatedAtRegExp).describe("ISO 8601 timestamp when the scheduled bot was last updated")
        })
      ),
      cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod4.z.string().or(import_zod4.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    batchCreateScheduledBotsBodyBotNameMax = 255;
    batchCreateScheduledBotsBodyBotImageDefault = null;
    batchCreateScheduledBotsBodyAllowMultipleBotsDefault = true;
    batchCreateScheduledBotsBodyRecordingModeDefault = "speaker_view";
    batchCreateScheduledBotsBodyEntryMessageMaxOne = 500;
    batchCreateScheduledBotsBodyEntryMessageDefault = null;
    batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutDefault = 600;
    batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMin = 300;
    batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMax = 1800;
    batchCreateScheduledBotsBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    batchCreateScheduledBotsBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    batchCreateScheduledBotsBodyZoomConfigDefault = null;
    batchCreateScheduledBotsBodyExtraDefault = null;
    batchCreateScheduledBotsBodyStreamingEnabledDefault = false;
    batchCreateScheduledBotsBodyStreamingConfigInputUrlDefault = null;
    batchCreateScheduledBotsBodyStreamingConfigOutputUrlDefault = null;
    batchCreateScheduledBotsBodyStreamingConfigAudioFrequencyDefault = 24e3;
    batchCreateScheduledBotsBodyStreamingConfigDefault = null;
    batchCreateScheduledBotsBodyTranscriptionEnabledDefault = false;
    batchCreateScheduledBotsBodyTranscriptionConfigProviderDefault = "gladia";
    batchCreateScheduledBotsBodyTranscriptionConfigApiKeyDefault = null;
    batchCreateScheduledBotsBodyTranscriptionConfigCustomParamsDefault = null;
    batchCreateScheduledBotsBodyTranscriptionConfigDefault = null;
    batchCreateScheduledBotsBodyCallbackEnabledDefault = false;
    batchCreateScheduledBotsBodyCallbackConfigSecretDefault = null;
    batchCreateScheduledBotsBodyCallbackConfigMethodDefault = "POST";
    batchCreateScheduledBotsBodyCallbackConfigDefault = null;
    batchCreateScheduledBotsBodyJoinAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    batchCreateScheduledBotsBodyItem = import_zod4.z.object({
      bot_name: import_zod4.z.string().min(1).max(batchCreateScheduledBotsBodyBotNameMax).describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      meeting_url: import_zod4.z.string().url().describe(
        'The URL of the meeting to join.\n\nMust be a valid HTTPS URL for a Microsoft Teams, Google Meet, or Zoom meeting.\n\nExample: "https://zoom.us/j/123456789" or "https://meet.google.com/abc-defg-hij"'
      ),
      allow_multiple_bots: import_zod4.z.boolean().default(batchCreateScheduledBotsBodyAllowMultipleBotsDefault).describe(
        "Whether to allow multiple bots to join the same meeting.\n\nIf set to `false`, only a single bot will be allowed to join using the same meeting URL within the last 5 minutes. This prevents duplicate bots from joining the same meeting.\n\nIf set to `true` (default), multiple bots can join the same meeting URL.\n\nDefault: `true`"
      ),
      recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(batchCreateScheduledBotsBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod4.z.string().max(batchCreateScheduledBotsBodyEntryMessageMaxOne).or(import_zod4.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod4.z.object({
        waiting_room_timeout: import_zod4.z.number().min(batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMin).max(batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutMax).default(batchCreateScheduledBotsBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod4.z.number().min(batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMin).max(batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutMax).default(batchCreateScheduledBotsBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod4.z.number().min(batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMin).max(batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutMax).default(batchCreateScheduledBotsBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(batchCreateScheduledBotsBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod4.z.object({
        credential_id: import_zod4.z.string().uuid().regex(batchCreateScheduledBotsBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod4.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod4.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod4.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod4.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod4.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod4.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod4.z.object({
        input_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod4.z.number().or(import_zod4.z.number()).or(import_zod4.z.number()).or(import_zod4.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod4.z.null()).default(batchCreateScheduledBotsBodyStreamingConfigAudioFrequencyDefault).describe(
          "The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz."
        )
      }).or(import_zod4.z.null()).optional(),
      transcription_enabled: import_zod4.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod4.z.object({
        provider: import_zod4.z.enum(["gladia"]).default(batchCreateScheduledBotsBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod4.z.null()).optional(),
      callback_enabled: import_zod4.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod4.z.object({
        url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod4.z.enum(["POST", "PUT"]).default(batchCreateScheduledBotsBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod4.z.null()).optional()
    }).and(
      import_zod4.z.object({
        join_at: import_zod4.z.string().datetime({}).regex(batchCreateScheduledBotsBodyJoinAtRegExp).describe(
          'ISO8601 timestamp when the bot should join the meeting.\n\nCannot be in the past (with 1 minute leeway) and cannot be more than 90 days in the future.\n\nExample: "2025-12-25T10:00:00Z"'
        )
      })
    );
    batchCreateScheduledBotsBody = import_zod4.z.array(batchCreateScheduledBotsBodyItem).min(1).max(100);
    getScheduledBotDetailsPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getScheduledBotDetailsParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(getScheduledBotDetailsPathBotIdRegExp).describe("The UUID of the scheduled bot to get details for.")
    });
    getScheduledBotDetailsResponseDataBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getScheduledBotDetailsResponseDataJoinAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getScheduledBotDetailsResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getScheduledBotDetailsResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getScheduledBotDetailsResponseDataCancelledAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMinOne = -9007199254740991;
    getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMaxOne = 9007199254740991;
    getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMinOne = -9007199254740991;
    getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMaxOne = 9007199254740991;
    getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMinOne = -9007199254740991;
    getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMaxOne = 9007199254740991;
    getScheduledBotDetailsResponseDataZoomConfigCredentialIdRegExpOne = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getScheduledBotDetailsResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        bot_id: import_zod4.z.string().uuid().regex(getScheduledBotDetailsResponseDataBotIdRegExp).describe("The UUID of the scheduled bot"),
        bot_name: import_zod4.z.string().describe("The name of the scheduled bot"),
        bot_image: import_zod4.z.string().or(import_zod4.z.null()).describe("The image URL for the bot (null if not set)"),
        meeting_url: import_zod4.z.string().describe("The URL of the meeting"),
        meeting_platform: import_zod4.z.enum(["zoom", "meet", "teams"]).describe("The platform of the meeting"),
        recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).describe("The recording mode for the bot"),
        join_at: import_zod4.z.string().datetime({}).regex(getScheduledBotDetailsResponseDataJoinAtRegExp).describe("ISO 8601 timestamp when the bot should join the meeting"),
        status: import_zod4.z.enum(["scheduled", "cancelled", "completed", "failed"]).describe("The current status of the scheduled bot"),
        created_at: import_zod4.z.string().datetime({}).regex(getScheduledBotDetailsResponseDataCreatedAtRegExp).describe("ISO 8601 timestamp when the scheduled bot was created"),
        updated_at: import_zod4.z.string().datetime({}).regex(getScheduledBotDetailsResponseDataUpdatedAtRegExp).describe("ISO 8601 timestamp when the scheduled bot was last updated"),
        cancelled_at: import_zod4.z.string().datetime({}).regex(getScheduledBotDetailsResponseDataCancelledAtRegExpOne).or(import_zod4.z.null()).describe("ISO 8601 timestamp when the scheduled bot was cancelled (null if not cancelled)"),
        allow_multiple_bots: import_zod4.z.boolean().describe("Whether multiple bots are allowed in the meeting"),
        entry_message: import_zod4.z.string().or(import_zod4.z.null()).describe("Custom message to send when bot joins (null if not set)"),
        timeout_config: import_zod4.z.object({
          waiting_room_timeout: import_zod4.z.number().min(getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMinOne).max(getScheduledBotDetailsResponseDataTimeoutConfigWaitingRoomTimeoutMaxOne).or(import_zod4.z.null()).describe("Timeout in seconds for waiting room (null if not set)"),
          no_one_joined_timeout: import_zod4.z.number().min(getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMinOne).max(getScheduledBotDetailsResponseDataTimeoutConfigNoOneJoinedTimeoutMaxOne).or(import_zod4.z.null()).describe("Timeout in seconds if no one joins (null if not set)")
        }),
        transcription_config: import_zod4.z.object({
          enabled: import_zod4.z.boolean(),
          provider: import_zod4.z.enum(["gladia"]),
          custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom parameters for transcription (null if not set)")
        }).or(import_zod4.z.null()).describe("Transcription configuration (null if transcription is disabled)"),
        streaming_config: import_zod4.z.object({
          enabled: import_zod4.z.boolean(),
          input_url: import_zod4.z.string().or(import_zod4.z.null()).describe("Websocket URL for receiving audio (null if not set)"),
          output_url: import_zod4.z.string().or(import_zod4.z.null()).describe("Websocket URL for sending audio (null if not set)"),
          audio_frequency: import_zod4.z.number().min(getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMinOne).max(getScheduledBotDetailsResponseDataStreamingConfigAudioFrequencyMaxOne).or(import_zod4.z.null()).describe(
            "Audio frequency in Hz (null if not set). Supported values: 16000, 24000 (default), 32000, 48000 Hz."
          )
        }).or(import_zod4.z.null()).describe("Streaming configuration (null if streaming is disabled)"),
        callback_config: import_zod4.z.object({
          enabled: import_zod4.z.boolean(),
          url: import_zod4.z.string().describe("Callback URL"),
          secret: import_zod4.z.string().or(import_zod4.z.null()).describe("Secret for validating callbacks (null if not set)"),
          method: import_zod4.z.enum(["POST", "PUT"]).describe("HTTP method for callback")
        }).or(import_zod4.z.null()).describe("Callback configuration (null if callback is disabled)"),
        extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).describe("Custom metadata associated with the scheduled bot"),
        zoom_config: import_zod4.z.object({
          credential_id: import_zod4.z.string().uuid().regex(getScheduledBotDetailsResponseDataZoomConfigCredentialIdRegExpOne).or(import_zod4.z.null()).optional().describe("UUID of the stored Zoom credential"),
          credential_user_id: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("Zoom user ID used to look up the credential"),
          obf_token_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("URL that returns an OBF token at join time"),
          zak_token_url: import_zod4.z.string().or(import_zod4.z.null()).optional().describe("URL that returns a ZAK token at join time")
        }).or(import_zod4.z.null()).describe(
          "Zoom configuration for this bot (null if not a Zoom bot or no zoom config provided)"
        )
      })
    });
    updateScheduledBotPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateScheduledBotParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(updateScheduledBotPathBotIdRegExp).describe(
        'The UUID of the scheduled bot to update.\n\nThis is the unique identifier returned when creating a scheduled bot.\n\nExample: "123e4567-e89b-12d3-a456-426614174000"'
      )
    });
    updateScheduledBotBodyBotNameMax = 255;
    updateScheduledBotBodyBotImageDefault = null;
    updateScheduledBotBodyAllowMultipleBotsDefault = true;
    updateScheduledBotBodyRecordingModeDefault = "speaker_view";
    updateScheduledBotBodyEntryMessageMaxOne = 500;
    updateScheduledBotBodyEntryMessageDefault = null;
    updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    updateScheduledBotBodyTimeoutConfigSilenceTimeoutDefault = 600;
    updateScheduledBotBodyTimeoutConfigSilenceTimeoutMin = 300;
    updateScheduledBotBodyTimeoutConfigSilenceTimeoutMax = 1800;
    updateScheduledBotBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    updateScheduledBotBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateScheduledBotBodyZoomConfigDefault = null;
    updateScheduledBotBodyExtraDefault = null;
    updateScheduledBotBodyStreamingEnabledDefault = false;
    updateScheduledBotBodyStreamingConfigInputUrlDefault = null;
    updateScheduledBotBodyStreamingConfigOutputUrlDefault = null;
    updateScheduledBotBodyStreamingConfigAudioFrequencyDefault = 24e3;
    updateScheduledBotBodyStreamingConfigDefault = null;
    updateScheduledBotBodyTranscriptionEnabledDefault = false;
    updateScheduledBotBodyTranscriptionConfigProviderDefault = "gladia";
    updateScheduledBotBodyTranscriptionConfigApiKeyDefault = null;
    updateScheduledBotBodyTranscriptionConfigCustomParamsDefault = null;
    updateScheduledBotBodyTranscriptionConfigDefault = null;
    updateScheduledBotBodyCallbackEnabledDefault = false;
    updateScheduledBotBodyCallbackConfigSecretDefault = null;
    updateScheduledBotBodyCallbackConfigMethodDefault = "POST";
    updateScheduledBotBodyCallbackConfigDefault = null;
    updateScheduledBotBodyJoinAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    updateScheduledBotBody = import_zod4.z.object({
      bot_name: import_zod4.z.string().min(1).max(updateScheduledBotBodyBotNameMax).optional().describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      meeting_url: import_zod4.z.string().url().optional().describe(
        'The URL of the meeting to join.\n\nMust be a valid HTTPS URL for a Microsoft Teams, Google Meet, or Zoom meeting.\n\nExample: "https://zoom.us/j/123456789" or "https://meet.google.com/abc-defg-hij"'
      ),
      allow_multiple_bots: import_zod4.z.boolean().default(updateScheduledBotBodyAllowMultipleBotsDefault).describe(
        "Whether to allow multiple bots to join the same meeting.\n\nIf set to `false`, only a single bot will be allowed to join using the same meeting URL within the last 5 minutes. This prevents duplicate bots from joining the same meeting.\n\nIf set to `true` (default), multiple bots can join the same meeting URL.\n\nDefault: `true`"
      ),
      recording_mode: import_zod4.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(updateScheduledBotBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod4.z.string().max(updateScheduledBotBodyEntryMessageMaxOne).or(import_zod4.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod4.z.object({
        waiting_room_timeout: import_zod4.z.number().min(updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMin).max(updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutMax).default(updateScheduledBotBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod4.z.number().min(updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMin).max(updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutMax).default(updateScheduledBotBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod4.z.number().min(updateScheduledBotBodyTimeoutConfigSilenceTimeoutMin).max(updateScheduledBotBodyTimeoutConfigSilenceTimeoutMax).default(updateScheduledBotBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(updateScheduledBotBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod4.z.object({
        credential_id: import_zod4.z.string().uuid().regex(updateScheduledBotBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod4.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod4.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod4.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod4.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod4.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod4.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod4.z.object({
        input_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod4.z.string().url().or(import_zod4.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod4.z.number().or(import_zod4.z.number()).or(import_zod4.z.number()).or(import_zod4.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod4.z.null()).default(updateScheduledBotBodyStreamingConfigAudioFrequencyDefault).describe("The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz.")
      }).or(import_zod4.z.null()).optional(),
      transcription_enabled: import_zod4.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod4.z.object({
        provider: import_zod4.z.enum(["gladia"]).default(updateScheduledBotBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod4.z.record(import_zod4.z.string(), import_zod4.z.any()).or(import_zod4.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod4.z.null()).optional(),
      callback_enabled: import_zod4.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod4.z.object({
        url: import_zod4.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod4.z.string().or(import_zod4.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod4.z.enum(["POST", "PUT"]).default(updateScheduledBotBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod4.z.null()).optional(),
      join_at: import_zod4.z.string().datetime({}).regex(updateScheduledBotBodyJoinAtRegExp).optional().describe(
        'Update the scheduled join time.\n\nISO8601 format. Must be at least 4 minutes in the future and cannot be more than 90 days in the future.\n\nExample: "2025-12-25T10:00:00Z"'
      )
    });
    updateScheduledBotResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
    deleteScheduledBotPathBotIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteScheduledBotParams = import_zod4.z.object({
      bot_id: import_zod4.z.string().uuid().regex(deleteScheduledBotPathBotIdRegExp).describe(
        `The UUID of the scheduled bot to cancel/delete.

This is the unique identifier returned when creating a scheduled bot.

Note: This performs a soft delete (sets status to 'cancelled'). The bot must be in 'scheduled' status and the join_at time must be at least 10 minutes in the future.

Example: "123e4567-e89b-12d3-a456-426614174000"`
      )
    });
    deleteScheduledBotResponse = import_zod4.z.object({
      success: import_zod4.z.boolean(),
      data: import_zod4.z.object({
        message: import_zod4.z.string().describe("Success message")
      })
    });
  }
});

// src/generated/v2/api/calendars/calendars.zod.ts
var calendars_zod_exports2 = {};
__export(calendars_zod_exports2, {
  createCalendarBotBody: () => createCalendarBotBody,
  createCalendarBotBodyAllOccurrencesDefault: () => createCalendarBotBodyAllOccurrencesDefault,
  createCalendarBotBodyBotImageDefault: () => createCalendarBotBodyBotImageDefault,
  createCalendarBotBodyBotNameMax: () => createCalendarBotBodyBotNameMax,
  createCalendarBotBodyCallbackConfigDefault: () => createCalendarBotBodyCallbackConfigDefault,
  createCalendarBotBodyCallbackConfigMethodDefault: () => createCalendarBotBodyCallbackConfigMethodDefault,
  createCalendarBotBodyCallbackConfigSecretDefault: () => createCalendarBotBodyCallbackConfigSecretDefault,
  createCalendarBotBodyCallbackEnabledDefault: () => createCalendarBotBodyCallbackEnabledDefault,
  createCalendarBotBodyEntryMessageDefault: () => createCalendarBotBodyEntryMessageDefault,
  createCalendarBotBodyEntryMessageMaxOne: () => createCalendarBotBodyEntryMessageMaxOne,
  createCalendarBotBodyEventIdRegExp: () => createCalendarBotBodyEventIdRegExp,
  createCalendarBotBodyExtraDefault: () => createCalendarBotBodyExtraDefault,
  createCalendarBotBodyRecordingModeDefault: () => createCalendarBotBodyRecordingModeDefault,
  createCalendarBotBodySeriesIdRegExp: () => createCalendarBotBodySeriesIdRegExp,
  createCalendarBotBodyStreamingConfigAudioFrequencyDefault: () => createCalendarBotBodyStreamingConfigAudioFrequencyDefault,
  createCalendarBotBodyStreamingConfigDefault: () => createCalendarBotBodyStreamingConfigDefault,
  createCalendarBotBodyStreamingConfigInputUrlDefault: () => createCalendarBotBodyStreamingConfigInputUrlDefault,
  createCalendarBotBodyStreamingConfigOutputUrlDefault: () => createCalendarBotBodyStreamingConfigOutputUrlDefault,
  createCalendarBotBodyStreamingEnabledDefault: () => createCalendarBotBodyStreamingEnabledDefault,
  createCalendarBotBodyTimeoutConfigDefault: () => createCalendarBotBodyTimeoutConfigDefault,
  createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax: () => createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax,
  createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin: () => createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin,
  createCalendarBotBodyTimeoutConfigSilenceTimeoutDefault: () => createCalendarBotBodyTimeoutConfigSilenceTimeoutDefault,
  createCalendarBotBodyTimeoutConfigSilenceTimeoutMax: () => createCalendarBotBodyTimeoutConfigSilenceTimeoutMax,
  createCalendarBotBodyTimeoutConfigSilenceTimeoutMin: () => createCalendarBotBodyTimeoutConfigSilenceTimeoutMin,
  createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault: () => createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault,
  createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax: () => createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax,
  createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin: () => createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin,
  createCalendarBotBodyTranscriptionConfigApiKeyDefault: () => createCalendarBotBodyTranscriptionConfigApiKeyDefault,
  createCalendarBotBodyTranscriptionConfigCustomParamsDefault: () => createCalendarBotBodyTranscriptionConfigCustomParamsDefault,
  createCalendarBotBodyTranscriptionConfigDefault: () => createCalendarBotBodyTranscriptionConfigDefault,
  createCalendarBotBodyTranscriptionConfigProviderDefault: () => createCalendarBotBodyTranscriptionConfigProviderDefault,
  createCalendarBotBodyTranscriptionEnabledDefault: () => createCalendarBotBodyTranscriptionEnabledDefault,
  createCalendarBotBodyZoomConfigCredentialIdRegExp: () => createCalendarBotBodyZoomConfigCredentialIdRegExp,
  createCalendarBotBodyZoomConfigDefault: () => createCalendarBotBodyZoomConfigDefault,
  createCalendarBotParams: () => createCalendarBotParams,
  createCalendarBotPathCalendarIdRegExp: () => createCalendarBotPathCalendarIdRegExp,
  createCalendarConnectionBody: () => createCalendarConnectionBody,
  createCalendarConnectionBodyOauthTenantIdDefault: () => createCalendarConnectionBodyOauthTenantIdDefault,
  deleteCalendarBotBody: () => deleteCalendarBotBody,
  deleteCalendarBotBodyAllOccurrencesDefault: () => deleteCalendarBotBodyAllOccurrencesDefault,
  deleteCalendarBotBodyEventIdRegExp: () => deleteCalendarBotBodyEventIdRegExp,
  deleteCalendarBotBodySeriesIdRegExp: () => deleteCalendarBotBodySeriesIdRegExp,
  deleteCalendarBotParams: () => deleteCalendarBotParams,
  deleteCalendarBotPathCalendarIdRegExp: () => deleteCalendarBotPathCalendarIdRegExp,
  deleteCalendarBotResponse: () => deleteCalendarBotResponse,
  deleteCalendarBotResponseDataItemEventIdRegExp: () => deleteCalendarBotResponseDataItemEventIdRegExp,
  deleteCalendarBotResponseErrorsItemEventIdRegExp: () => deleteCalendarBotResponseErrorsItemEventIdRegExp,
  deleteCalendarConnectionParams: () => deleteCalendarConnectionParams,
  deleteCalendarConnectionPathCalendarIdRegExp: () => deleteCalendarConnectionPathCalendarIdRegExp,
  deleteCalendarConnectionResponse: () => deleteCalendarConnectionResponse,
  getCalendarDetailsParams: () => getCalendarDetailsParams,
  getCalendarDetailsPathCalendarIdRegExp: () => getCalendarDetailsPathCalendarIdRegExp,
  getCalendarDetailsResponse: () => getCalendarDetailsResponse,
  getCalendarDetailsResponseDataCalendarIdRegExp: () => getCalendarDetailsResponseDataCalendarIdRegExp,
  getCalendarDetailsResponseDataCreatedAtRegExp: () => getCalendarDetailsResponseDataCreatedAtRegExp,
  getCalendarDetailsResponseDataSubscriptionExpiresAtRegExpOne: () => getCalendarDetailsResponseDataSubscriptionExpiresAtRegExpOne,
  getCalendarDetailsResponseDataSyncedAtRegExpOne: () => getCalendarDetailsResponseDataSyncedAtRegExpOne,
  getCalendarDetailsResponseDataUpdatedAtRegExp: () => getCalendarDetailsResponseDataUpdatedAtRegExp,
  getEventDetailsParams: () => getEventDetailsParams,
  getEventDetailsPathCalendarIdRegExp: () => getEventDetailsPathCalendarIdRegExp,
  getEventDetailsPathEventIdRegExp: () => getEventDetailsPathEventIdRegExp,
  getEventDetailsResponse: () => getEventDetailsResponse,
  getEventDetailsResponseDataCalendarIdRegExp: () => getEventDetailsResponseDataCalendarIdRegExp,
  getEventDetailsResponseDataCreatedAtRegExp: () => getEventDetailsResponseDataCreatedAtRegExp,
  getEventDetailsResponseDataEndTimeRegExp: () => getEventDetailsResponseDataEndTimeRegExp,
  getEventDetailsResponseDataEventIdRegExp: () => getEventDetailsResponseDataEventIdRegExp,
  getEventDetailsResponseDataSeriesIdRegExp: () => getEventDetailsResponseDataSeriesIdRegExp,
  getEventDetailsResponseDataStartTimeRegExp: () => getEventDetailsResponseDataStartTimeRegExp,
  getEventDetailsResponseDataUpdatedAtRegExp: () => getEventDetailsResponseDataUpdatedAtRegExp,
  listCalendarsQueryAccountEmailDefault: () => listCalendarsQueryAccountEmailDefault,
  listCalendarsQueryCursorDefault: () => listCalendarsQueryCursorDefault,
  listCalendarsQueryLimitDefault: () => listCalendarsQueryLimitDefault,
  listCalendarsQueryLimitMax: () => listCalendarsQueryLimitMax,
  listCalendarsQueryParams: () => listCalendarsQueryParams,
  listCalendarsResponse: () => listCalendarsResponse2,
  listCalendarsResponseDataItemCalendarIdRegExp: () => listCalendarsResponseDataItemCalendarIdRegExp,
  listCalendarsResponseDataItemCreatedAtRegExp: () => listCalendarsResponseDataItemCreatedAtRegExp,
  listCalendarsResponseDataItemSyncedAtRegExpOne: () => listCalendarsResponseDataItemSyncedAtRegExpOne,
  listEventSeriesParams: () => listEventSeriesParams,
  listEventSeriesPathCalendarIdRegExp: () => listEventSeriesPathCalendarIdRegExp,
  listEventSeriesQueryCursorDefault: () => listEventSeriesQueryCursorDefault,
  listEventSeriesQueryLimitDefault: () => listEventSeriesQueryLimitDefault,
  listEventSeriesQueryLimitMax: () => listEventSeriesQueryLimitMax,
  listEventSeriesQueryParams: () => listEventSeriesQueryParams,
  listEventSeriesQueryShowCancelledDefault: () => listEventSeriesQueryShowCancelledDefault,
  listEventSeriesResponse: () => listEventSeriesResponse,
  listEventSeriesResponseDataItemCalendarIdRegExp: () => listEventSeriesResponseDataItemCalendarIdRegExp,
  listEventSeriesResponseDataItemCreatedAtRegExp: () => listEventSeriesResponseDataItemCreatedAtRegExp,
  listEventSeriesResponseDataItemEventsItemCalendarIdRegExp: () => listEventSeriesResponseDataItemEventsItemCalendarIdRegExp,
  listEventSeriesResponseDataItemEventsItemCreatedAtRegExp: () => listEventSeriesResponseDataItemEventsItemCreatedAtRegExp,
  listEventSeriesResponseDataItemEventsItemEndTimeRegExp: () => listEventSeriesResponseDataItemEventsItemEndTimeRegExp,
  listEventSeriesResponseDataItemEventsItemEventIdRegExp: () => listEventSeriesResponseDataItemEventsItemEventIdRegExp,
  listEventSeriesResponseDataItemEventsItemStartTimeRegExp: () => listEventSeriesResponseDataItemEventsItemStartTimeRegExp,
  listEventSeriesResponseDataItemSeriesIdRegExp: () => listEventSeriesResponseDataItemSeriesIdRegExp,
  listEventsParams: () => listEventsParams,
  listEventsPathCalendarIdRegExp: () => listEventsPathCalendarIdRegExp,
  listEventsQueryCursorDefaultOne: () => listEventsQueryCursorDefaultOne,
  listEventsQueryEndDateRegExpOne: () => listEventsQueryEndDateRegExpOne,
  listEventsQueryLimitDefault: () => listEventsQueryLimitDefault,
  listEventsQueryLimitMax: () => listEventsQueryLimitMax,
  listEventsQueryParams: () => listEventsQueryParams2,
  listEventsQueryShowCancelledDefault: () => listEventsQueryShowCancelledDefault,
  listEventsQueryStartDateRegExpOne: () => listEventsQueryStartDateRegExpOne,
  listEventsResponse: () => listEventsResponse2,
  listEventsResponseDataItemCalendarIdRegExp: () => listEventsResponseDataItemCalendarIdRegExp,
  listEventsResponseDataItemCreatedAtRegExp: () => listEventsResponseDataItemCreatedAtRegExp,
  listEventsResponseDataItemEndTimeRegExpOne: () => listEventsResponseDataItemEndTimeRegExpOne,
  listEventsResponseDataItemEventIdRegExp: () => listEventsResponseDataItemEventIdRegExp,
  listEventsResponseDataItemSeriesIdRegExp: () => listEventsResponseDataItemSeriesIdRegExp,
  listEventsResponseDataItemStartTimeRegExpOne: () => listEventsResponseDataItemStartTimeRegExpOne,
  listRawCalendarsBody: () => listRawCalendarsBody2,
  listRawCalendarsBodyOauthTenantIdDefault: () => listRawCalendarsBodyOauthTenantIdDefault,
  listRawCalendarsResponse: () => listRawCalendarsResponse2,
  resubscribeCalendarParams: () => resubscribeCalendarParams,
  resubscribeCalendarPathCalendarIdRegExp: () => resubscribeCalendarPathCalendarIdRegExp,
  resubscribeCalendarResponse: () => resubscribeCalendarResponse,
  resubscribeCalendarResponseDataCalendarIdRegExp: () => resubscribeCalendarResponseDataCalendarIdRegExp,
  resubscribeCalendarResponseDataResubscribedAtRegExp: () => resubscribeCalendarResponseDataResubscribedAtRegExp,
  syncCalendarParams: () => syncCalendarParams,
  syncCalendarPathCalendarIdRegExp: () => syncCalendarPathCalendarIdRegExp,
  syncCalendarResponse: () => syncCalendarResponse,
  updateCalendarBotBody: () => updateCalendarBotBody,
  updateCalendarBotBodyAllOccurrencesDefault: () => updateCalendarBotBodyAllOccurrencesDefault,
  updateCalendarBotBodyBotImageDefault: () => updateCalendarBotBodyBotImageDefault,
  updateCalendarBotBodyBotNameMax: () => updateCalendarBotBodyBotNameMax,
  updateCalendarBotBodyCallbackConfigMethodDefault: () => updateCalendarBotBodyCallbackConfigMethodDefault,
  updateCalendarBotBodyCallbackConfigSecretDefault: () => updateCalendarBotBodyCallbackConfigSecretDefault,
  updateCalendarBotBodyEntryMessageDefault: () => updateCalendarBotBodyEntryMessageDefault,
  updateCalendarBotBodyEntryMessageMaxOne: () => updateCalendarBotBodyEntryMessageMaxOne,
  updateCalendarBotBodyEventIdRegExp: () => updateCalendarBotBodyEventIdRegExp,
  updateCalendarBotBodyExtraDefault: () => updateCalendarBotBodyExtraDefault,
  updateCalendarBotBodyRecordingModeDefault: () => updateCalendarBotBodyRecordingModeDefault,
  updateCalendarBotBodySeriesIdRegExp: () => updateCalendarBotBodySeriesIdRegExp,
  updateCalendarBotBodyStreamingConfigAudioFrequencyDefault: () => updateCalendarBotBodyStreamingConfigAudioFrequencyDefault,
  updateCalendarBotBodyStreamingConfigInputUrlDefault: () => updateCalendarBotBodyStreamingConfigInputUrlDefault,
  updateCalendarBotBodyStreamingConfigOutputUrlDefault: () => updateCalendarBotBodyStreamingConfigOutputUrlDefault,
  updateCalendarBotBodyTimeoutConfigDefault: () => updateCalendarBotBodyTimeoutConfigDefault,
  updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault: () => updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault,
  updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax: () => updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax,
  updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin: () => updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin,
  updateCalendarBotBodyTimeoutConfigSilenceTimeoutDefault: () => updateCalendarBotBodyTimeoutConfigSilenceTimeoutDefault,
  updateCalendarBotBodyTimeoutConfigSilenceTimeoutMax: () => updateCalendarBotBodyTimeoutConfigSilenceTimeoutMax,
  updateCalendarBotBodyTimeoutConfigSilenceTimeoutMin: () => updateCalendarBotBodyTimeoutConfigSilenceTimeoutMin,
  updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault: () => updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault,
  updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax: () => updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax,
  updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin: () => updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin,
  updateCalendarBotBodyTranscriptionConfigApiKeyDefault: () => updateCalendarBotBodyTranscriptionConfigApiKeyDefault,
  updateCalendarBotBodyTranscriptionConfigCustomParamsDefault: () => updateCalendarBotBodyTranscriptionConfigCustomParamsDefault,
  updateCalendarBotBodyTranscriptionConfigProviderDefault: () => updateCalendarBotBodyTranscriptionConfigProviderDefault,
  updateCalendarBotBodyZoomConfigCredentialIdRegExp: () => updateCalendarBotBodyZoomConfigCredentialIdRegExp,
  updateCalendarBotBodyZoomConfigDefault: () => updateCalendarBotBodyZoomConfigDefault,
  updateCalendarBotParams: () => updateCalendarBotParams,
  updateCalendarBotPathCalendarIdRegExp: () => updateCalendarBotPathCalendarIdRegExp,
  updateCalendarBotResponse: () => updateCalendarBotResponse,
  updateCalendarBotResponseDataItemEventIdRegExp: () => updateCalendarBotResponseDataItemEventIdRegExp,
  updateCalendarBotResponseErrorsItemEventIdRegExp: () => updateCalendarBotResponseErrorsItemEventIdRegExp,
  updateCalendarConnectionBody: () => updateCalendarConnectionBody,
  updateCalendarConnectionBodyOauthTenantIdDefault: () => updateCalendarConnectionBodyOauthTenantIdDefault,
  updateCalendarConnectionParams: () => updateCalendarConnectionParams,
  updateCalendarConnectionPathCalendarIdRegExp: () => updateCalendarConnectionPathCalendarIdRegExp,
  updateCalendarConnectionResponse: () => updateCalendarConnectionResponse,
  updateCalendarConnectionResponseDataCalendarIdRegExp: () => updateCalendarConnectionResponseDataCalendarIdRegExp,
  updateCalendarConnectionResponseDataUpdatedAtRegExp: () => updateCalendarConnectionResponseDataUpdatedAtRegExp
});
var import_zod5, listRawCalendarsBodyOauthTenantIdDefault, listRawCalendarsBody2, listRawCalendarsResponse2, createCalendarConnectionBodyOauthTenantIdDefault, createCalendarConnectionBody, listCalendarsQueryLimitDefault, listCalendarsQueryLimitMax, listCalendarsQueryCursorDefault, listCalendarsQueryAccountEmailDefault, listCalendarsQueryParams, listCalendarsResponseDataItemCalendarIdRegExp, listCalendarsResponseDataItemSyncedAtRegExpOne, listCalendarsResponseDataItemCreatedAtRegExp, listCalendarsResponse2, getCalendarDetailsPathCalendarIdRegExp, getCalendarDetailsParams, getCalendarDetailsResponseDataCalendarIdRegExp, getCalendarDetailsResponseDataSubscriptionExpiresAtRegExpOne, getCalendarDetailsResponseDataSyncedAtRegExpOne, getCalendarDetailsResponseDataCreatedAtRegExp, getCalendarDetailsResponseDataUpdatedAtRegExp, getCalendarDetailsResponse, deleteCalendarConnectionPathCalendarIdRegExp, deleteCalendarConnectionParams, deleteCalendarConnectionResponse, updateCalendarConnectionPathCalendarIdRegExp, updateCalendarConnectionParams, updateCalendarConnectionBodyOauthTenantIdDefault, updateCalendarConnectionBody, updateCalendarConnectionResponseDataCalendarIdRegExp, updateCalendarConnectionResponseDataUpdatedAtRegExp, updateCalendarConnectionResponse, syncCalendarPathCalendarIdRegExp, syncCalendarParams, syncCalendarResponse, resubscribeCalendarPathCalendarIdRegExp, resubscribeCalendarParams, resubscribeCalendarResponseDataCalendarIdRegExp, resubscribeCalendarResponseDataResubscribedAtRegExp, resubscribeCalendarResponse, listEventsPathCalendarIdRegExp, listEventsParams, listEventsQueryLimitDefault, listEventsQueryLimitMax, listEventsQueryCursorDefaultOne, listEventsQueryStartDateRegExpOne, listEventsQueryEndDateRegExpOne, listEventsQueryShowCancelledDefault, listEventsQueryParams2, listEventsResponseDataItemSeriesIdRegExp, listEventsResponseDataItemEventIdRegExp, listEventsResponseDataItemStartTimeRegExpOne, listEventsResponseDataItemEndTimeRegExpOne, listEventsResponseDataItemCalendarIdRegExp, listEventsResponseDataItemCreatedAtRegExp, listEventsResponse2, listEventSeriesPathCalendarIdRegExp, listEventSeriesParams, listEventSeriesQueryLimitDefault, listEventSeriesQueryLimitMax, listEventSeriesQueryCursorDefault, listEventSeriesQueryShowCancelledDefault, listEventSeriesQueryParams, listEventSeriesResponseDataItemSeriesIdRegExp, listEventSeriesResponseDataItemCalendarIdRegExp, listEventSeriesResponseDataItemCreatedAtRegExp, listEventSeriesResponseDataItemEventsItemEventIdRegExp, listEventSeriesResponseDataItemEventsItemStartTimeRegExp, listEventSeriesResponseDataItemEventsItemEndTimeRegExp, listEventSeriesResponseDataItemEventsItemCalendarIdRegExp, listEventSeriesResponseDataItemEventsItemCreatedAtRegExp, listEventSeriesResponse, getEventDetailsPathCalendarIdRegExp, getEventDetailsPathEventIdRegExp, getEventDetailsParams, getEventDetailsResponseDataEventIdRegExp, getEventDetailsResponseDataSeriesIdRegExp, getEventDetailsResponseDataStartTimeRegExp, getEventDetailsResponseDataEndTimeRegExp, getEventDetailsResponseDataCalendarIdRegExp, getEventDetailsResponseDataCreatedAtRegExp, getEventDetailsResponseDataUpdatedAtRegExp, getEventDetailsResponse, createCalendarBotPathCalendarIdRegExp, createCalendarBotParams, createCalendarBotBodyBotNameMax, createCalendarBotBodyBotImageDefault, createCalendarBotBodyRecordingModeDefault, createCalendarBotBodyEntryMessageMaxOne, createCalendarBotBodyEntryMessageDefault, createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault, createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin, createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax, createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault, createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin, createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax, createCalendarBotBodyTimeoutConfigSilenceTimeoutDefault, createCalendarBotBodyTimeoutConfigSilenceTimeoutMin, createCalendarBotBodyTimeoutConfigSilenceTimeoutMax, createCalendarBotBodyTimeoutConfigDefault, createCalendarBotBodyZoomConfigCredentialIdRegExp, createCalendarBotBodyZoomConfigDefault, createCalendarBotBodyExtraDefault, createCalendarBotBodyStreamingEnabledDefault, createCalendarBotBodyStreamingConfigInputUrlDefault, createCalendarBotBodyStreamingConfigOutputUrlDefault, createCalendarBotBodyStreamingConfigAudioFrequencyDefault, createCalendarBotBodyStreamingConfigDefault, createCalendarBotBodyTranscriptionEnabledDefault, createCalendarBotBodyTranscriptionConfigProviderDefault, createCalendarBotBodyTranscriptionConfigApiKeyDefault, createCalendarBotBodyTranscriptionConfigCustomParamsDefault, createCalendarBotBodyTranscriptionConfigDefault, createCalendarBotBodyCallbackEnabledDefault, createCalendarBotBodyCallbackConfigSecretDefault, createCalendarBotBodyCallbackConfigMethodDefault, createCalendarBotBodyCallbackConfigDefault, createCalendarBotBodySeriesIdRegExp, createCalendarBotBodyAllOccurrencesDefault, createCalendarBotBodyEventIdRegExp, createCalendarBotBody, updateCalendarBotPathCalendarIdRegExp, updateCalendarBotParams, updateCalendarBotBodySeriesIdRegExp, updateCalendarBotBodyAllOccurrencesDefault, updateCalendarBotBodyEventIdRegExp, updateCalendarBotBodyBotNameMax, updateCalendarBotBodyBotImageDefault, updateCalendarBotBodyRecordingModeDefault, updateCalendarBotBodyEntryMessageMaxOne, updateCalendarBotBodyEntryMessageDefault, updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault, updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin, updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax, updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault, updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin, updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax, updateCalendarBotBodyTimeoutConfigSilenceTimeoutDefault, updateCalendarBotBodyTimeoutConfigSilenceTimeoutMin, updateCalendarBotBodyTimeoutConfigSilenceTimeoutMax, updateCalendarBotBodyTimeoutConfigDefault, updateCalendarBotBodyZoomConfigCredentialIdRegExp, updateCalendarBotBodyZoomConfigDefault, updateCalendarBotBodyExtraDefault, updateCalendarBotBodyStreamingConfigInputUrlDefault, updateCalendarBotBodyStreamingConfigOutputUrlDefault, updateCalendarBotBodyStreamingConfigAudioFrequencyDefault, updateCalendarBotBodyTranscriptionConfigProviderDefault, updateCalendarBotBodyTranscriptionConfigApiKeyDefault, updateCalendarBotBodyTranscriptionConfigCustomParamsDefault, updateCalendarBotBodyCallbackConfigSecretDefault, updateCalendarBotBodyCallbackConfigMethodDefault, updateCalendarBotBody, updateCalendarBotResponseDataItemEventIdRegExp, updateCalendarBotResponseErrorsItemEventIdRegExp, updateCalendarBotResponse, deleteCalendarBotPathCalendarIdRegExp, deleteCalendarBotParams, deleteCalendarBotBodySeriesIdRegExp, deleteCalendarBotBodyAllOccurrencesDefault, deleteCalendarBotBodyEventIdRegExp, deleteCalendarBotBody, deleteCalendarBotResponseDataItemEventIdRegExp, deleteCalendarBotResponseErrorsItemEventIdRegExp, deleteCalendarBotResponse;
var init_calendars_zod2 = __esm({
  "src/generated/v2/api/calendars/calendars.zod.ts"() {
    "use strict";
    import_zod5 = require("zod");
    listRawCalendarsBodyOauthTenantIdDefault = "common";
    listRawCalendarsBody2 = import_zod5.z.object({
      calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
        "The calendar platform to connect to. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365."
      ),
      oauth_client_id: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client ID for the calendar platform."),
      oauth_client_secret: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client secret for the calendar platform."),
      oauth_refresh_token: import_zod5.z.string().min(1).describe(
        "The OAuth 2.0 refresh token obtained from the user's authorization. Must include 'offline_access' scope (Microsoft) or 'access_type=offline' (Google)."
      ),
      oauth_tenant_id: import_zod5.z.string().default(listRawCalendarsBodyOauthTenantIdDefault).describe(
        "Azure AD tenant ID (required for Microsoft only, defaults to 'common'). Find it in Azure Portal > Azure Active Directory > Overview. Example: '12345678-1234-1234-1234-123456789012'. You can also use 'common', 'organizations', or 'consumers' for multi-tenant scenarios."
      )
    });
    listRawCalendarsResponse2 = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          id: import_zod5.z.string().describe(
            "The calendar ID from the calendar platform. Use this value as the 'raw_calendar_id' parameter when creating a calendar connection"
          ),
          name: import_zod5.z.string().describe("The display name of the calendar as shown in the calendar application"),
          email: import_zod5.z.string().describe(
            "The email address associated with the calendar. For Google Calendar, this is typically the calendar owner's email. For Microsoft, this is the calendar's email address"
          ),
          is_primary: import_zod5.z.boolean().describe(
            "Whether this is the user's primary/default calendar. The primary calendar is typically the main calendar associated with the user's account"
          )
        })
      )
    });
    createCalendarConnectionBodyOauthTenantIdDefault = "common";
    createCalendarConnectionBody = import_zod5.z.object({
      calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
        "The calendar platform to connect to. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365."
      ),
      oauth_client_id: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client ID for the calendar platform."),
      oauth_client_secret: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client secret for the calendar platform."),
      oauth_refresh_token: import_zod5.z.string().min(1).describe(
        "The OAuth 2.0 refresh token obtained from the user's authorization. Must include 'offline_access' scope (Microsoft) or 'access_type=offline' (Google)."
      ),
      oauth_tenant_id: import_zod5.z.string().default(createCalendarConnectionBodyOauthTenantIdDefault).describe(
        "Azure AD tenant ID (required for Microsoft only, defaults to 'common'). Find it in Azure Portal > Azure Active Directory > Overview. Example: '12345678-1234-1234-1234-123456789012'. You can also use 'common', 'organizations', or 'consumers' for multi-tenant scenarios."
      ),
      raw_calendar_id: import_zod5.z.string().min(1).describe(
        "The specific calendar ID to connect. Use the 'List Raw Calendars' endpoint to get available calendar IDs. For Google, this is typically the calendar email (e.g., 'primary' or 'user@gmail.com'). For Microsoft, this is the calendar's unique identifier."
      )
    });
    listCalendarsQueryLimitDefault = 50;
    listCalendarsQueryLimitMax = 250;
    listCalendarsQueryCursorDefault = null;
    listCalendarsQueryAccountEmailDefault = null;
    listCalendarsQueryParams = import_zod5.z.object({
      limit: import_zod5.z.number().min(1).max(listCalendarsQueryLimitMax).describe(
        "Maximum number of calendars to return in a single request.\n\nLimits the number of results returned in a single API call.\n\nDefault: 50 Minimum: 1 Maximum: 250"
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing `<isoDate>::<id>`. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MjAyNS0wMS0xNVQxMDozMDowMFo6OjEyMzQ1" or "LU1qQXlOM1UxTmpVME5qVXhNakUwTkRrPQ==" (for backward pagination)'
      ),
      account_email: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
        'Filter calendars by account email address. This performs a case-insensitive partial match (ilike) on the email address associated with the calendar account.\n\nExample: "example" would match all calendars with email addresses containing "example" (e.g., "example@domain.com", "user@example.com").'
      ),
      calendar_platform: import_zod5.z.string().or(import_zod5.z.null()).or(import_zod5.z.null()).optional().describe(
        'Filter calendars by platform. It can be used to find calendars that are associated with a specific platform. Valid values are: "google", "microsoft".\n\nExample: "google" would match all Google Calendar connections.\n\nTo filter multiple platforms, use a comma-separated list of values. For example, "google,microsoft" would match all calendars from both platforms.'
      ),
      status: import_zod5.z.string().or(import_zod5.z.null()).or(import_zod5.z.null()).optional().describe(
        'Filter calendars by connection status(es). It can be used to find calendars that have any of the specified statuses. Valid values are one or more of: active, error, revoked, permission_denied.\n\nExample: "active,error" would match all calendars that are active or have errors.\n\nTo filter multiple statuses, use a comma-separated list of values.'
      )
    });
    listCalendarsResponseDataItemCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listCalendarsResponseDataItemSyncedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listCalendarsResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listCalendarsResponse2 = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          calendar_id: import_zod5.z.string().uuid().regex(listCalendarsResponseDataItemCalendarIdRegExp).describe(
            "The UUID of the calendar connection. Use this ID to reference the calendar in other API endpoints"
          ),
          calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
            "The calendar platform. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365"
          ),
          account_email: import_zod5.z.string().describe(
            "The email address associated with the calendar account. This is the email of the calendar owner"
          ),
          status: import_zod5.z.enum(["active", "error", "revoked", "permission_denied"]).describe(
            "The current status of the calendar connection. Possible values: 'active' (connection is working), 'error' (connection has errors), 'revoked' (OAuth access was revoked), 'permission_denied' (insufficient permissions)"
          ),
          synced_at: import_zod5.z.string().datetime({}).regex(listCalendarsResponseDataItemSyncedAtRegExpOne).or(import_zod5.z.null()).describe(
            "ISO 8601 timestamp of the last successful calendar sync. Null if the calendar has never been synced yet. Syncs happen automatically when events change, or can be triggered manually using the sync endpoint"
          ),
          created_at: import_zod5.z.string().datetime({}).regex(listCalendarsResponseDataItemCreatedAtRegExp).describe(
            "ISO 8601 timestamp when the calendar connection was created and initially synced"
          )
        })
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    getCalendarDetailsPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getCalendarDetailsParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(getCalendarDetailsPathCalendarIdRegExp).describe("The unique identifier of the calendar to retrieve.")
    });
    getCalendarDetailsResponseDataCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getCalendarDetailsResponseDataSubscriptionExpiresAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getCalendarDetailsResponseDataSyncedAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getCalendarDetailsResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getCalendarDetailsResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getCalendarDetailsResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        calendar_id: import_zod5.z.string().uuid().regex(getCalendarDetailsResponseDataCalendarIdRegExp).describe(
          "The UUID of the calendar connection. Use this ID to reference the calendar in other API endpoints"
        ),
        calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
          "The calendar platform. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365"
        ),
        account_email: import_zod5.z.string().describe(
          "The email address associated with the calendar account. This is the email of the calendar owner"
        ),
        status: import_zod5.z.enum(["active", "error", "revoked", "permission_denied"]).describe(
          "The current status of the calendar connection. Possible values: 'active' (connection is working), 'error' (connection has errors), 'revoked' (OAuth access was revoked), 'permission_denied' (insufficient permissions)"
        ),
        status_message: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "A human-readable message providing additional context about the connection status. Null if there is no additional status message to display"
        ),
        subscription_id: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The subscription ID assigned by the calendar provider (Google or Microsoft). This ID is used to manage the webhook subscription. Null if no subscription exists"
        ),
        subscription_expires_at: import_zod5.z.string().datetime({}).regex(getCalendarDetailsResponseDataSubscriptionExpiresAtRegExpOne).or(import_zod5.z.null()).describe(
          "ISO 8601 timestamp when the webhook subscription expires. Subscriptions typically expire after a certain period (e.g., 7 days for Google, 3 days for Microsoft) and need to be renewed. Null if no subscription exists"
        ),
        synced_at: import_zod5.z.string().datetime({}).regex(getCalendarDetailsResponseDataSyncedAtRegExpOne).or(import_zod5.z.null()).describe(
          "ISO 8601 timestamp of the last successful calendar sync. Null if the calendar has never been synced. Syncs fetch events from the calendar platform and update the local database"
        ),
        sync_status: import_zod5.z.enum(["success", "failed", "partial"]).or(import_zod5.z.null()).describe(
          "The status of the last sync operation. Null if no sync has been performed yet. Possible values when not null: 'success' (sync completed successfully), 'failed' (sync failed completely), 'partial' (sync completed but some events could not be processed)"
        ),
        sync_error: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "Error message from the last sync operation if it failed. This provides details about what went wrong during the sync. Null if the last sync was successful or if no sync has been performed"
        ),
        provider_metadata: import_zod5.z.record(import_zod5.z.string(), import_zod5.z.any()).or(import_zod5.z.null()).describe(
          "Additional metadata returned by the calendar provider about this calendar. This may include calendar-specific settings, permissions, or other platform-specific information. Null if the provider did not return metadata or if metadata is not available"
        ),
        created_at: import_zod5.z.string().datetime({}).regex(getCalendarDetailsResponseDataCreatedAtRegExp).describe("ISO 8601 timestamp when the calendar connection was created and initially synced"),
        updated_at: import_zod5.z.string().datetime({}).regex(getCalendarDetailsResponseDataUpdatedAtRegExp).describe(
          "ISO 8601 timestamp when the calendar connection was last updated. This updates when connection settings change, credentials are refreshed, or subscription details are updated"
        )
      })
    });
    deleteCalendarConnectionPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarConnectionParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(deleteCalendarConnectionPathCalendarIdRegExp).describe(
        "The unique identifier of the calendar to delete. This will stop syncing events and remove all scheduled bots for this calendar. It will also delete all event instances and remove the calendar"
      )
    });
    deleteCalendarConnectionResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        message: import_zod5.z.string().describe(
          "Success message confirming that the calendar connection has been deleted. All associated event instances, series, and bot schedules have also been removed"
        )
      })
    });
    updateCalendarConnectionPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarConnectionParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(updateCalendarConnectionPathCalendarIdRegExp).describe("The unique identifier of the calendar to update.")
    });
    updateCalendarConnectionBodyOauthTenantIdDefault = "common";
    updateCalendarConnectionBody = import_zod5.z.object({
      oauth_client_id: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client ID for the calendar platform."),
      oauth_client_secret: import_zod5.z.string().min(1).describe("Your OAuth 2.0 client secret for the calendar platform."),
      oauth_refresh_token: import_zod5.z.string().min(1).describe(
        "The OAuth 2.0 refresh token obtained from the user's authorization. Must include 'offline_access' scope (Microsoft) or 'access_type=offline' (Google)."
      ),
      oauth_tenant_id: import_zod5.z.string().default(updateCalendarConnectionBodyOauthTenantIdDefault).describe(
        "Azure AD tenant ID (required for Microsoft only, defaults to 'common'). Find it in Azure Portal > Azure Active Directory > Overview. Example: '12345678-1234-1234-1234-123456789012'. You can also use 'common', 'organizations', or 'consumers' for multi-tenant scenarios."
      )
    });
    updateCalendarConnectionResponseDataCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarConnectionResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    updateCalendarConnectionResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        calendar_id: import_zod5.z.string().uuid().regex(updateCalendarConnectionResponseDataCalendarIdRegExp).describe(
          "The UUID of the updated calendar connection. Use this ID to reference the calendar in other API endpoints"
        ),
        calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
          "The calendar platform. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365"
        ),
        account_email: import_zod5.z.string().describe(
          "The email address associated with the calendar account. This is the email of the calendar owner"
        ),
        status: import_zod5.z.enum(["active", "error", "revoked", "permission_denied"]).describe(
          "The current status of the calendar connection after the update. Possible values: 'active' (connection is working), 'error' (connection has errors), 'revoked' (OAuth access was revoked), 'permission_denied' (insufficient permissions)"
        ),
        updated_at: import_zod5.z.string().datetime({}).regex(updateCalendarConnectionResponseDataUpdatedAtRegExp).describe(
          "ISO 8601 timestamp when the calendar connection was last updated with the new credentials or settings"
        )
      })
    });
    syncCalendarPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    syncCalendarParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(syncCalendarPathCalendarIdRegExp).describe(
        "The unique identifier of the calendar to sync. This will fetch the latest events from the calendar provider and update the materialized instances (for the next 30 days)."
      )
    });
    syncCalendarResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        message: import_zod5.z.string().describe(
          "Success message confirming that the calendar sync operation has been initiated. The sync will fetch the latest events from the calendar platform and update the local database"
        )
      })
    });
    resubscribeCalendarPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    resubscribeCalendarParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(resubscribeCalendarPathCalendarIdRegExp).describe(
        "The unique identifier of the calendar to sync. This will fetch the latest events from the calendar provider and update the materialized instances (for the next 30 days)."
      )
    });
    resubscribeCalendarResponseDataCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    resubscribeCalendarResponseDataResubscribedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    resubscribeCalendarResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        calendar_id: import_zod5.z.string().uuid().regex(resubscribeCalendarResponseDataCalendarIdRegExp).describe(
          "The UUID of the calendar connection that was resubscribed. Use this ID to reference the calendar in other API endpoints"
        ),
        resubscribed_at: import_zod5.z.string().datetime({}).regex(resubscribeCalendarResponseDataResubscribedAtRegExp).describe("ISO 8601 timestamp when the calendar connection was resubscribed")
      })
    });
    listEventsPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventsParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(listEventsPathCalendarIdRegExp).describe("The unique identifier of the calendar to list events from.")
    });
    listEventsQueryLimitDefault = 50;
    listEventsQueryLimitMax = 250;
    listEventsQueryCursorDefaultOne = null;
    listEventsQueryStartDateRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventsQueryEndDateRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventsQueryShowCancelledDefault = true;
    listEventsQueryParams2 = import_zod5.z.object({
      limit: import_zod5.z.number().min(1).max(listEventsQueryLimitMax).describe(
        "Maximum number of events to return in a single request.\n\nLimits the number of results returned in a single API call.\n\nDefault: 50 Minimum: 1 Maximum: 250"
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing `<isoDate>::<id>`. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MjAyNS0wMS0xNVQxMDozMDowMFo6OjEyMzQ1" or "LU1qQXlOM1UxTmpVME5qVXhNakUwTkRrPQ==" (for backward pagination)'
      ),
      start_date: import_zod5.z.string().datetime({}).regex(listEventsQueryStartDateRegExpOne).or(import_zod5.z.null()).optional().describe("Filter events starting on or after this date/time (ISO 8601 format)."),
      end_date: import_zod5.z.string().datetime({}).regex(listEventsQueryEndDateRegExpOne).or(import_zod5.z.null()).optional().describe("Filter events ending on or before this date/time (ISO 8601 format)."),
      status: import_zod5.z.string().or(import_zod5.z.null()).or(import_zod5.z.null()).optional().describe(
        'Filter events by status(es). It can be used to find events that have any of the specified statuses. Valid values are one or more of: confirmed, cancelled, tentative.\n\nExample: "confirmed,cancelled" would match all events that are confirmed or cancelled.\n\nTo filter multiple statuses, use a comma-separated list of values.'
      ),
      show_cancelled: import_zod5.z.boolean().describe(
        "Whether to include cancelled events in the results. When set to 'false', only non-cancelled events are returned. Default: true"
      )
    });
    listEventsResponseDataItemSeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventsResponseDataItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventsResponseDataItemStartTimeRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventsResponseDataItemEndTimeRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventsResponseDataItemCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventsResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventsResponse2 = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          series_id: import_zod5.z.string().uuid().regex(listEventsResponseDataItemSeriesIdRegExp).describe(
            "The UUID of the event series this instance belongs to. Every event instance (both one-off and recurring) is associated with a series. Use this ID when scheduling bots for all occurrences of a recurring series"
          ),
          event_type: import_zod5.z.enum(["one_off", "recurring"]).describe(
            "The type of event. 'one_off' for single events that occur once, 'recurring' for events that are part of a recurring series with multiple occurrences"
          ),
          event_id: import_zod5.z.string().uuid().regex(listEventsResponseDataItemEventIdRegExp).describe("The UUID of the event instance"),
          title: import_zod5.z.string().describe("The title of the event"),
          start_time: import_zod5.z.string().datetime({}).regex(listEventsResponseDataItemStartTimeRegExpOne).describe("ISO 8601 timestamp when the event starts"),
          end_time: import_zod5.z.string().datetime({}).regex(listEventsResponseDataItemEndTimeRegExpOne).describe("ISO 8601 timestamp when the event ends"),
          status: import_zod5.z.enum(["confirmed", "cancelled", "tentative"]).describe(
            "The status of the event. Possible values: 'confirmed' (event is confirmed), 'cancelled' (event has been cancelled), 'tentative' (event is tentative)"
          ),
          is_exception: import_zod5.z.boolean().describe(
            "Whether this is an exception to a recurring series. True if this instance has been modified differently from the recurring pattern"
          ),
          meeting_url: import_zod5.z.string().or(import_zod5.z.null()).describe(
            "The meeting URL extracted from the event. Null if the calendar platform did not include a meeting link in the event"
          ),
          meeting_platform: import_zod5.z.enum(["zoom", "meet", "teams"]).or(import_zod5.z.null()).describe(
            "The meeting platform detected from the meeting URL. Null if no meeting link was found in the event. Possible values: 'zoom', 'meet', or 'teams'"
          ),
          calendar_id: import_zod5.z.string().uuid().regex(listEventsResponseDataItemCalendarIdRegExp).describe("The UUID of the calendar connection this event belongs to"),
          bot_scheduled: import_zod5.z.boolean().describe(
            "Whether a bot has been scheduled for this event instance. True if a calendar bot schedule exists for this event"
          ),
          created_at: import_zod5.z.string().datetime({}).regex(listEventsResponseDataItemCreatedAtRegExp).describe("ISO 8601 timestamp when this event instance was first synced into the system")
        })
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    listEventSeriesPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventSeriesParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(listEventSeriesPathCalendarIdRegExp).describe("The unique identifier of the calendar to list event series from.")
    });
    listEventSeriesQueryLimitDefault = 50;
    listEventSeriesQueryLimitMax = 250;
    listEventSeriesQueryCursorDefault = null;
    listEventSeriesQueryShowCancelledDefault = true;
    listEventSeriesQueryParams = import_zod5.z.object({
      limit: import_zod5.z.number().min(1).max(listEventSeriesQueryLimitMax).describe(
        "Maximum number of event series to return in a single request.\n\nLimits the number of results returned in a single API call.\n\nDefault: 50 Minimum: 1 Maximum: 250"
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
        'The cursor to use for pagination.\n\nObtained from the `cursor` or `prev_cursor` field in the previous response.\n\nThe cursor is a base64-encoded string containing `<isoDate>::<id>`. To paginate backward, prefix the cursor with a `-` (minus sign).\n\nLeave as `null` to get the first page of results.\n\nExample: "MjAyNS0wMS0xNVQxMDozMDowMFo6OjEyMzQ1" or "LU1qQXlOM1UxTmpVME5qVXhNakUwTkRrPQ==" (for backward pagination)'
      ),
      event_type: import_zod5.z.string().or(import_zod5.z.null()).or(import_zod5.z.null()).optional().describe(
        'Filter event series by type(s). It can be used to find event series that have any of the specified types. Valid values are one or more of: one_off, recurring.\n\nExample: "one_off,recurring" would match all event series that are one-off or recurring.\n\nTo filter multiple types, use a comma-separated list of values.'
      ),
      show_cancelled: import_zod5.z.boolean().describe(
        "Whether to include cancelled event instances in the results. When set to 'false', only non-cancelled event instances are returned. Note: This only affects event instances within series, not the series themselves. Default: true"
      )
    });
    listEventSeriesResponseDataItemSeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventSeriesResponseDataItemCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventSeriesResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventSeriesResponseDataItemEventsItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventSeriesResponseDataItemEventsItemStartTimeRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventSeriesResponseDataItemEventsItemEndTimeRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventSeriesResponseDataItemEventsItemCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listEventSeriesResponseDataItemEventsItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listEventSeriesResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          series_id: import_zod5.z.string().uuid().regex(listEventSeriesResponseDataItemSeriesIdRegExp).describe(
            "The UUID of the event series. Every event (both one-off and recurring) is associated with a series. Use this ID when scheduling bots for all occurrences of a recurring series"
          ),
          event_type: import_zod5.z.enum(["one_off", "recurring"]).describe(
            "The type of event. 'one_off' for single events that occur once, 'recurring' for events that are part of a recurring series with multiple occurrences"
          ),
          calendar_id: import_zod5.z.string().uuid().regex(listEventSeriesResponseDataItemCalendarIdRegExp).describe("The UUID of the calendar connection this event series belongs to"),
          created_at: import_zod5.z.string().datetime({}).regex(listEventSeriesResponseDataItemCreatedAtRegExp).describe("ISO 8601 timestamp when this event series was first synced into the system"),
          events: import_zod5.z.array(
            import_zod5.z.object({
              event_id: import_zod5.z.string().uuid().regex(listEventSeriesResponseDataItemEventsItemEventIdRegExp).describe("The UUID of the event instance"),
              title: import_zod5.z.string().describe("The title of the event"),
              start_time: import_zod5.z.string().datetime({}).regex(listEventSeriesResponseDataItemEventsItemStartTimeRegExp).describe("ISO 8601 timestamp when the event starts"),
              end_time: import_zod5.z.string().datetime({}).regex(listEventSeriesResponseDataItemEventsItemEndTimeRegExp).describe("ISO 8601 timestamp when the event ends"),
              status: import_zod5.z.enum(["confirmed", "cancelled", "tentative"]).describe(
                "The status of the event. Possible values: 'confirmed' (event is confirmed), 'cancelled' (event has been cancelled), 'tentative' (event is tentative)"
              ),
              is_exception: import_zod5.z.boolean().describe(
                "Whether this is an exception to a recurring series. True if this instance has been modified differently from the recurring pattern"
              ),
              meeting_url: import_zod5.z.string().or(import_zod5.z.null()).describe(
                "The meeting URL extracted from the event. Null if the calendar platform did not include a meeting link in the event"
              ),
              meeting_platform: import_zod5.z.enum(["zoom", "meet", "teams"]).or(import_zod5.z.null()).describe(
                "The meeting platform detected from the meeting URL. Null if no meeting link was found in the event. Possible values: 'zoom', 'meet', or 'teams'"
              ),
              calendar_id: import_zod5.z.string().uuid().regex(listEventSeriesResponseDataItemEventsItemCalendarIdRegExp).describe("The UUID of the calendar connection this event belongs to"),
              bot_scheduled: import_zod5.z.boolean().describe(
                "Whether a bot has been scheduled for this event instance. True if a calendar bot schedule exists for this event"
              ),
              created_at: import_zod5.z.string().datetime({}).regex(listEventSeriesResponseDataItemEventsItemCreatedAtRegExp).describe(
                "ISO 8601 timestamp when this event instance was first synced into the system"
              )
            })
          ).describe(
            "List of event instances that belong to this series. For one-off events, this array contains a single instance. For recurring events, this array contains all instances that have been synced (typically within a 30-day window)"
          )
        })
      ),
      cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the next page (null if no more pages)"),
      prev_cursor: import_zod5.z.string().or(import_zod5.z.null()).describe("Cursor for the previous page (null if on first page)")
    });
    getEventDetailsPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getEventDetailsPathEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getEventDetailsParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(getEventDetailsPathCalendarIdRegExp).describe("The unique identifier of the calendar that contains the event."),
      event_id: import_zod5.z.string().uuid().regex(getEventDetailsPathEventIdRegExp).describe(
        "The unique identifier of the event to retrieve. This is a specific occurrence of an event (for recurring events) or the event itself (for one-time events)."
      )
    });
    getEventDetailsResponseDataEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getEventDetailsResponseDataSeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getEventDetailsResponseDataStartTimeRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getEventDetailsResponseDataEndTimeRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getEventDetailsResponseDataCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getEventDetailsResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getEventDetailsResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getEventDetailsResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.object({
        event_id: import_zod5.z.string().uuid().regex(getEventDetailsResponseDataEventIdRegExp).describe("The UUID of the event instance"),
        series_id: import_zod5.z.string().uuid().regex(getEventDetailsResponseDataSeriesIdRegExp).describe(
          "The UUID of the event series this instance belongs to. Every event instance (both one-off and recurring) is associated with a series. Use this ID when scheduling bots for all occurrences of a recurring series"
        ),
        event_type: import_zod5.z.enum(["one_off", "recurring"]).describe(
          "The type of event. 'one_off' for single events that occur once, 'recurring' for events that are part of a recurring series with multiple occurrences"
        ),
        title: import_zod5.z.string().describe("The title of the event as stored in the calendar"),
        description: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The description of the event as returned by the calendar platform. Null if the calendar platform did not include a description for this event"
        ),
        location: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The location of the event as returned by the calendar platform. Null if the calendar platform did not include a location for this event"
        ),
        start_time: import_zod5.z.string().datetime({}).regex(getEventDetailsResponseDataStartTimeRegExp).describe("ISO 8601 timestamp when the event starts"),
        end_time: import_zod5.z.string().datetime({}).regex(getEventDetailsResponseDataEndTimeRegExp).describe("ISO 8601 timestamp when the event ends"),
        timezone: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The IANA timezone identifier for the event (e.g., 'America/New_York', 'Europe/London'). Null if the calendar platform did not provide timezone information or if the event is all-day"
        ),
        is_all_day: import_zod5.z.boolean().describe(
          "Whether this is an all-day event. True if the event spans entire days without specific start/end times"
        ),
        status: import_zod5.z.enum(["confirmed", "cancelled", "tentative"]).describe(
          "The status of the event. Possible values: 'confirmed' (event is confirmed), 'cancelled' (event has been cancelled), 'tentative' (event is tentative)"
        ),
        organizer_email: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The email address of the event organizer as returned by the calendar platform. Null if the calendar platform did not provide organizer information"
        ),
        organizer_name: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The display name of the event organizer as returned by the calendar platform. Null if the calendar platform did not provide organizer name information"
        ),
        attendees: import_zod5.z.array(
          import_zod5.z.object({
            email: import_zod5.z.string().describe("The email address of the attendee"),
            name: import_zod5.z.string().or(import_zod5.z.null()).describe(
              "The display name of the attendee as returned by the calendar platform. Null if the calendar platform did not provide a display name for this attendee"
            ),
            response_status: import_zod5.z.enum(["accepted", "declined", "tentative", "needsAction"]).describe(
              "The attendee's response status to the event invitation. Defaults to 'needsAction' if the calendar platform did not provide response status information. Possible values: 'accepted' (attendee accepted the invitation), 'declined' (attendee declined the invitation), 'tentative' (attendee responded as tentative), 'needsAction' (attendee has not responded yet)"
            ),
            organizer: import_zod5.z.boolean().optional().describe(
              "Whether this attendee is the organizer of the event. Only present if the calendar platform provides this information"
            ),
            self: import_zod5.z.boolean().optional().describe(
              "Whether this attendee represents the authenticated user who owns the calendar connection. Only present if the calendar platform provides this information"
            )
          })
        ).or(import_zod5.z.null()).describe(
          "List of event attendees as returned by the calendar platform. Null if the calendar platform did not provide attendee information or if the event has no attendees"
        ),
        meeting_url: import_zod5.z.string().or(import_zod5.z.null()).describe(
          "The meeting URL extracted from the event. Null if the calendar platform did not include a meeting link in the event"
        ),
        meeting_platform: import_zod5.z.enum(["zoom", "meet", "teams"]).or(import_zod5.z.null()).describe(
          "The meeting platform detected from the meeting URL. Null if no meeting link was found in the event. Possible values: 'zoom', 'meet', or 'teams'"
        ),
        calendar_id: import_zod5.z.string().uuid().regex(getEventDetailsResponseDataCalendarIdRegExp).describe("The UUID of the calendar connection this event belongs to"),
        calendar_platform: import_zod5.z.enum(["google", "microsoft"]).describe(
          "The calendar platform where this event originates. Either 'google' for Google Calendar or 'microsoft' for Microsoft Outlook/365"
        ),
        bot_scheduled: import_zod5.z.boolean().describe(
          "Whether a bot has been scheduled for this event instance. True if a calendar bot schedule exists for this event"
        ),
        created_at: import_zod5.z.string().datetime({}).regex(getEventDetailsResponseDataCreatedAtRegExp).describe("ISO 8601 timestamp when this event instance was first synced into the system"),
        updated_at: import_zod5.z.string().datetime({}).regex(getEventDetailsResponseDataUpdatedAtRegExp).describe(
          "ISO 8601 timestamp when this event instance was last updated (either from a sync or from a webhook notification)"
        )
      })
    });
    createCalendarBotPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createCalendarBotParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(createCalendarBotPathCalendarIdRegExp).describe("The unique identifier of the calendar that contains the event.")
    });
    createCalendarBotBodyBotNameMax = 255;
    createCalendarBotBodyBotImageDefault = null;
    createCalendarBotBodyRecordingModeDefault = "speaker_view";
    createCalendarBotBodyEntryMessageMaxOne = 500;
    createCalendarBotBodyEntryMessageDefault = null;
    createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    createCalendarBotBodyTimeoutConfigSilenceTimeoutDefault = 600;
    createCalendarBotBodyTimeoutConfigSilenceTimeoutMin = 300;
    createCalendarBotBodyTimeoutConfigSilenceTimeoutMax = 1800;
    createCalendarBotBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    createCalendarBotBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createCalendarBotBodyZoomConfigDefault = null;
    createCalendarBotBodyExtraDefault = null;
    createCalendarBotBodyStreamingEnabledDefault = false;
    createCalendarBotBodyStreamingConfigInputUrlDefault = null;
    createCalendarBotBodyStreamingConfigOutputUrlDefault = null;
    createCalendarBotBodyStreamingConfigAudioFrequencyDefault = 24e3;
    createCalendarBotBodyStreamingConfigDefault = null;
    createCalendarBotBodyTranscriptionEnabledDefault = false;
    createCalendarBotBodyTranscriptionConfigProviderDefault = "gladia";
    createCalendarBotBodyTranscriptionConfigApiKeyDefault = null;
    createCalendarBotBodyTranscriptionConfigCustomParamsDefault = null;
    createCalendarBotBodyTranscriptionConfigDefault = null;
    createCalendarBotBodyCallbackEnabledDefault = false;
    createCalendarBotBodyCallbackConfigSecretDefault = null;
    createCalendarBotBodyCallbackConfigMethodDefault = "POST";
    createCalendarBotBodyCallbackConfigDefault = null;
    createCalendarBotBodySeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createCalendarBotBodyAllOccurrencesDefault = false;
    createCalendarBotBodyEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    createCalendarBotBody = import_zod5.z.object({
      bot_name: import_zod5.z.string().min(1).max(createCalendarBotBodyBotNameMax).describe(
        "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
      ),
      bot_image: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
        "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
      ),
      recording_mode: import_zod5.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(createCalendarBotBodyRecordingModeDefault).describe(
        "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
      ),
      entry_message: import_zod5.z.string().max(createCalendarBotBodyEntryMessageMaxOne).or(import_zod5.z.null()).optional().describe(
        "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
      ),
      timeout_config: import_zod5.z.object({
        waiting_room_timeout: import_zod5.z.number().min(createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin).max(createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax).default(createCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        no_one_joined_timeout: import_zod5.z.number().min(createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin).max(createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax).default(createCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
        ),
        silence_timeout: import_zod5.z.number().min(createCalendarBotBodyTimeoutConfigSilenceTimeoutMin).max(createCalendarBotBodyTimeoutConfigSilenceTimeoutMax).default(createCalendarBotBodyTimeoutConfigSilenceTimeoutDefault).describe(
          "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
        )
      }).default(createCalendarBotBodyTimeoutConfigDefault).describe(
        "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
      ),
      zoom_config: import_zod5.z.object({
        credential_id: import_zod5.z.string().uuid().regex(createCalendarBotBodyZoomConfigCredentialIdRegExp).optional().describe(
          "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
        ),
        credential_user_id: import_zod5.z.string().optional().describe(
          "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
        ),
        obf_token: import_zod5.z.string().optional().describe(
          "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
        ),
        obf_token_url: import_zod5.z.string().url().optional().describe(
          "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
        ),
        zak_token_url: import_zod5.z.string().url().optional().describe(
          "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
        )
      }).or(import_zod5.z.null()).optional().describe(
        "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
      ),
      extra: import_zod5.z.record(import_zod5.z.string(), import_zod5.z.any()).or(import_zod5.z.null()).optional().describe(
        "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
      ),
      streaming_enabled: import_zod5.z.boolean().optional().describe(
        "Enable audio streaming for this bot. When enabled, the streaming_config property is used to provide the configuration."
      ),
      streaming_config: import_zod5.z.object({
        input_url: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
          "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
        ),
        output_url: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
          "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
        ),
        audio_frequency: import_zod5.z.number().or(import_zod5.z.number()).or(import_zod5.z.number()).or(import_zod5.z.number()).describe(
          "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
        ).or(import_zod5.z.null()).default(createCalendarBotBodyStreamingConfigAudioFrequencyDefault).describe(
          "The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz."
        )
      }).or(import_zod5.z.null()).optional(),
      transcription_enabled: import_zod5.z.boolean().optional().describe(
        "Enable transcription for this bot. When enabled, the transcription_config property is used to customise the transcription provider and parameters."
      ),
      transcription_config: import_zod5.z.object({
        provider: import_zod5.z.enum(["gladia"]).default(createCalendarBotBodyTranscriptionConfigProviderDefault).describe(
          "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
        ),
        api_key: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
          "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
        ),
        custom_params: import_zod5.z.record(import_zod5.z.string(), import_zod5.z.any()).or(import_zod5.z.null()).optional().describe(
          "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
        )
      }).or(import_zod5.z.null()).optional(),
      callback_enabled: import_zod5.z.boolean().optional().describe(
        "Enable callback for this bot. When enabled, the callback_config property is used to provide the configuration."
      ),
      callback_config: import_zod5.z.object({
        url: import_zod5.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
        secret: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
          "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
        ),
        method: import_zod5.z.enum(["POST", "PUT"]).default(createCalendarBotBodyCallbackConfigMethodDefault).describe("The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'.")
      }).or(import_zod5.z.null()).optional()
    }).and(
      import_zod5.z.object({
        series_id: import_zod5.z.string().uuid().regex(createCalendarBotBodySeriesIdRegExp).describe(
          "The UUID of the event series to schedule bots for.\n\nBoth one-off and recurring events have a series_id. For recurring events, use 'all_occurrences' to schedule bots for all future occurrences."
        ),
        all_occurrences: import_zod5.z.boolean().describe(
          "Whether to schedule bots for all occurrences of the event series.\n\nIf `true`, bots will be scheduled for all future event instances in the series. If `false`, `event_id` must be provided to schedule a bot for a specific event instance.\n\nDefault: `false`"
        ),
        event_id: import_zod5.z.string().uuid().regex(createCalendarBotBodyEventIdRegExp).optional().describe(
          "The UUID of a specific event instance to schedule a bot for.\n\nRequired when `all_occurrences` is `false`. Use this to schedule a bot for a single occurrence of a recurring event or a specific one-off event. If `all_occurrences` is `true`, this parameter is ignored."
        )
      })
    );
    updateCalendarBotPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(updateCalendarBotPathCalendarIdRegExp).describe("The unique identifier of the calendar that contains the event.")
    });
    updateCalendarBotBodySeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotBodyAllOccurrencesDefault = false;
    updateCalendarBotBodyEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotBodyBotNameMax = 255;
    updateCalendarBotBodyBotImageDefault = null;
    updateCalendarBotBodyRecordingModeDefault = "speaker_view";
    updateCalendarBotBodyEntryMessageMaxOne = 500;
    updateCalendarBotBodyEntryMessageDefault = null;
    updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault = 600;
    updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin = 120;
    updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax = 1800;
    updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault = 600;
    updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin = 120;
    updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax = 1800;
    updateCalendarBotBodyTimeoutConfigSilenceTimeoutDefault = 600;
    updateCalendarBotBodyTimeoutConfigSilenceTimeoutMin = 300;
    updateCalendarBotBodyTimeoutConfigSilenceTimeoutMax = 1800;
    updateCalendarBotBodyTimeoutConfigDefault = {
      waiting_room_timeout: 600,
      no_one_joined_timeout: 600,
      silence_timeout: 600
    };
    updateCalendarBotBodyZoomConfigCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotBodyZoomConfigDefault = null;
    updateCalendarBotBodyExtraDefault = null;
    updateCalendarBotBodyStreamingConfigInputUrlDefault = null;
    updateCalendarBotBodyStreamingConfigOutputUrlDefault = null;
    updateCalendarBotBodyStreamingConfigAudioFrequencyDefault = 24e3;
    updateCalendarBotBodyTranscriptionConfigProviderDefault = "gladia";
    updateCalendarBotBodyTranscriptionConfigApiKeyDefault = null;
    updateCalendarBotBodyTranscriptionConfigCustomParamsDefault = null;
    updateCalendarBotBodyCallbackConfigSecretDefault = null;
    updateCalendarBotBodyCallbackConfigMethodDefault = "POST";
    updateCalendarBotBody = import_zod5.z.object({
      series_id: import_zod5.z.string().uuid().regex(updateCalendarBotBodySeriesIdRegExp).describe(
        "The UUID of the event series to schedule bots for.\n\nBoth one-off and recurring events have a series_id. For recurring events, use 'all_occurrences' to schedule bots for all future occurrences."
      ),
      all_occurrences: import_zod5.z.boolean().describe(
        "Whether to schedule bots for all occurrences of the event series.\n\nIf `true`, bots will be scheduled for all future event instances in the series. If `false`, `event_id` must be provided to schedule a bot for a specific event instance.\n\nDefault: `false`"
      ),
      event_id: import_zod5.z.string().uuid().regex(updateCalendarBotBodyEventIdRegExp).optional().describe(
        "The UUID of a specific event instance to schedule a bot for.\n\nRequired when `all_occurrences` is `false`. Use this to schedule a bot for a single occurrence of a recurring event or a specific one-off event. If `all_occurrences` is `true`, this parameter is ignored."
      )
    }).and(
      import_zod5.z.object({
        bot_name: import_zod5.z.string().min(1).max(updateCalendarBotBodyBotNameMax).optional().describe(
          "The name of the bot.\n\nThis name will be displayed as the bot's name in the meeting."
        ),
        bot_image: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
          "The image URL of the bot's avatar.\n\nMust be a valid HTTPS URL pointing to a JPEG or PNG image. This image will be displayed as the bot's avatar in the meeting.\n\nThe recommended aspect ratio is 16:9 for best display across different platforms."
        ),
        recording_mode: import_zod5.z.enum(["audio_only", "speaker_view", "gallery_view"]).default(updateCalendarBotBodyRecordingModeDefault).describe(
          "The recording mode of the bot.\n\nDetermines what the bot records during the meeting:\n\n- `speaker_view`: Records the speaker's view (default). Shows the active speaker or presenter.\n- `audio_only`: Records only the audio without video.\n- `gallery_view`: Records the entire gallery view (coming soon).\n\nDefault: `speaker_view`"
        ),
        entry_message: import_zod5.z.string().max(updateCalendarBotBodyEntryMessageMaxOne).or(import_zod5.z.null()).optional().describe(
          "The message that the bot will send when it joins the meeting.\n\nThis message will be posted in the meeting chat when the bot successfully joins.\n\nAvailable for Google Meet and Zoom meetings. Microsoft Teams does not support entry messages for guests outside of an organization.\n\nMaximum: 500 characters"
        ),
        timeout_config: import_zod5.z.object({
          waiting_room_timeout: import_zod5.z.number().min(updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMin).max(updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutMax).default(updateCalendarBotBodyTimeoutConfigWaitingRoomTimeoutDefault).describe(
            "The timeout in seconds for the bot to wait in the waiting room before leaving the meeting.\n\nIf the bot is placed in a waiting room and not admitted within this time, it will leave the meeting.\n\nNote: Google Meet has its own waiting room timeout (approximately 10 minutes). Setting a higher value for Google Meet meetings will have no effect, as Google Meet will deny entry to the bot after its own timeout.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
          ),
          no_one_joined_timeout: import_zod5.z.number().min(updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMin).max(updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutMax).default(updateCalendarBotBodyTimeoutConfigNoOneJoinedTimeoutDefault).describe(
            "The timeout in seconds for the bot to wait for participants to join before leaving the meeting.\n\nIf no participants join the meeting within this time after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 2 minutes\nMaximum: 30 minutes"
          ),
          silence_timeout: import_zod5.z.number().min(updateCalendarBotBodyTimeoutConfigSilenceTimeoutMin).max(updateCalendarBotBodyTimeoutConfigSilenceTimeoutMax).default(updateCalendarBotBodyTimeoutConfigSilenceTimeoutDefault).describe(
            "The timeout in seconds for the bot to wait for silence before leaving the meeting.\n\nIf no audio is detected for this duration after the bot joins, the bot will leave the meeting. Only applicable for Google Meet and Microsoft Teams meetings.\n\nDefault: 600 seconds (10 minutes)\nMinimum: 5 minutes\nMaximum: 30 minutes"
          )
        }).default(updateCalendarBotBodyTimeoutConfigDefault).describe(
          "Configuration for automatic meeting exit behavior. For Google Meet and Microsoft Teams, the bot uses waiting_room_timeout to wait in the waiting room, then no_one_joined_timeout to wait for participants when first joining the meeting, and finally switches to silence_timeout monitoring once participants are detected. Zoom only uses waiting_room_timeout."
        ),
        zoom_config: import_zod5.z.object({
          credential_id: import_zod5.z.string().uuid().regex(updateCalendarBotBodyZoomConfigCredentialIdRegExp).optional().describe(
            "UUID of a stored Zoom credential (created via Zoom credentials API). The bot will fetch the OBF token from the API server using this ID. Use this when you have saved a Zoom OAuth credential and want the bot to join on behalf of that user."
          ),
          credential_user_id: import_zod5.z.string().optional().describe(
            "Zoom user ID (e.g. from the Zoom profile) to look up a stored credential by user. The API server will resolve this to a credential_id. Use when you have multiple credentials and want to target a specific user."
          ),
          obf_token: import_zod5.z.string().optional().describe(
            "Direct OBF (On-Behalf-Of) token. Use this to join a Zoom meeting as a specific user without storing a credential. The token is a JWT issued by Zoom; the bot uses it once to join. Suitable for short-lived or one-off joins. For recurring use, prefer credential_id or obf_token_url."
          ),
          obf_token_url: import_zod5.z.string().url().optional().describe(
            "URL that returns an OBF token at join time. The bot will make a GET request with query params: bot_uuid (bot UUID) and extra (URL-encoded JSON of the run's extra payload). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) containing the OBF token. Timeout: 15 seconds."
          ),
          zak_token_url: import_zod5.z.string().url().optional().describe(
            "URL to get the Zoom ZAK (Zoom Access Token). The bot makes a GET request with query params: bot_uuid and extra (URL-encoded JSON). Use these to identify which bot/run is requesting the token. Response must be plain text (ASCII) with the raw ZAK. See https://developers.zoom.us/docs/api/users/#tag/users/get/users/me/zak. Timeout: 15 seconds."
          )
        }).or(import_zod5.z.null()).optional().describe(
          "Zoom-only configuration for authentication and join method.\n\n- **credential_id**: Use a stored Zoom credential (OBF token fetched by the bot from the API server).\n- **credential_user_id**: Resolve a stored credential by Zoom user ID.\n- **obf_token**: Provide a direct OBF token (one-off join).\n- **obf_token_url**: URL that returns an OBF token when the bot joins.\n- **zak_token_url**: URL that returns a ZAK for joining without the host.\n\nLeave `null` for Google Meet and Microsoft Teams."
        ),
        extra: import_zod5.z.record(import_zod5.z.string(), import_zod5.z.any()).or(import_zod5.z.null()).optional().describe(
          "An optional extra configuration object for the bot.\n\nThis object can contain any custom key-value pairs that you want to associate with the bot. The data will be:\n\n- Included in all webhook event payloads (if a webhook endpoint is configured)\n- Part of the callback payload (if callback is enabled)\n- Returned when fetching the bot's details via the API\n\nUseful for storing custom metadata, tracking information, or any other data you need to correlate with the bot."
        ),
        streaming_enabled: import_zod5.z.boolean().optional().describe(
          "Enable or disable audio streaming for this bot.\n\n- Set to `true` to enable streaming (requires `streaming_config`)\n- Set to `false` to disable streaming (do not provide `streaming_config`)\n- Omit this field to leave streaming configuration unchanged\n\nIf you want to change streaming settings, you must provide both `streaming_enabled` and `streaming_config` together."
        ),
        streaming_config: import_zod5.z.object({
          input_url: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
            "Websocket stream URL, which receives the audio sent to the bot, and the bot will stream the audio to the meeting."
          ),
          output_url: import_zod5.z.string().url().or(import_zod5.z.null()).optional().describe(
            "Websocket stream URL, which the bot sends the audio to. This is used to stream the output audio to a destination."
          ),
          audio_frequency: import_zod5.z.number().or(import_zod5.z.number()).or(import_zod5.z.number()).or(import_zod5.z.number()).describe(
            "Audio frequency in Hz. Supported values: 16000, 24000 (default), 32000, 48000 Hz."
          ).or(import_zod5.z.null()).default(updateCalendarBotBodyStreamingConfigAudioFrequencyDefault).describe(
            "The audio frequency in Hz. Supported values: 24000 (default), 32000, 48000 Hz."
          )
        }).optional().describe(
          "The streaming configuration for the bot.\n\nRequired when `streaming_enabled` is `true`. Must not be provided when `streaming_enabled` is `false`.\n\n- `input_url`: Websocket stream URL that receives audio sent to the bot\n- `output_url`: Websocket stream URL where the bot sends audio\n- `audio_frequency`: Audio frequency in Hz (default: 24000)\n\nOmit this field to leave streaming configuration unchanged."
        ),
        transcription_enabled: import_zod5.z.boolean().optional().describe(
          "Enable or disable transcription for this bot.\n\n- Set to `true` to enable transcription (requires `transcription_config`)\n- Set to `false` to disable transcription (do not provide `transcription_config`)\n- Omit this field to leave transcription configuration unchanged\n\nIf you want to change transcription settings, you must provide both `transcription_enabled` and `transcription_config` together."
        ),
        transcription_config: import_zod5.z.object({
          provider: import_zod5.z.enum(["gladia"]).default(updateCalendarBotBodyTranscriptionConfigProviderDefault).describe(
            "The speech to text provider to use for the bot. The default and only supported provider is 'gladia'. More providers will be supported in the future."
          ),
          api_key: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
            "The API key to use for the speech to text provider. This can be provided to use your own API key for the speech to text provider. It consumes less tokens than using the default API key. It is available on 'Pro' plans and above."
          ),
          custom_params: import_zod5.z.record(import_zod5.z.string(), import_zod5.z.any()).or(import_zod5.z.null()).optional().describe(
            "Custom parameters for the transcription provider. See the transcription provider's documentation for available options. For Gladia, see https://docs.gladia.io/api-reference/v2/pre-recorded/init"
          )
        }).optional().describe(
          'The transcription configuration for the bot.\n\nRequired when `transcription_enabled` is `true`. Must not be provided when `transcription_enabled` is `false`.\n\n- `provider`: Speech-to-text provider (default: "gladia")\n- `api_key`: Your own API key for the provider (BYOK - available on Pro plans and above)\n- `custom_params`: Custom parameters for transcription (see Gladia API documentation)\n\nOmit this field to leave transcription configuration unchanged.'
        ),
        callback_enabled: import_zod5.z.boolean().optional().describe(
          "Enable or disable callback for this bot.\n\n- Set to `true` to enable callback (requires `callback_config`)\n- Set to `false` to disable callback (do not provide `callback_config`)\n- Omit this field to leave callback configuration unchanged\n\nIf you want to change callback settings, you must provide both `callback_enabled` and `callback_config` together."
        ),
        callback_config: import_zod5.z.object({
          url: import_zod5.z.string().url().describe("The URL to be called upon the completion or failure of the bot."),
          secret: import_zod5.z.string().or(import_zod5.z.null()).optional().describe(
            "To ensure that you can validate the callback, this secret will be added to the request in the 'x-mb-secret' header"
          ),
          method: import_zod5.z.enum(["POST", "PUT"]).default(updateCalendarBotBodyCallbackConfigMethodDefault).describe(
            "The HTTP method to use for the callback. Allowed values are 'POST' or 'PUT'."
          )
        }).optional().describe(
          "The callback configuration for the bot.\n\nRequired when `callback_enabled` is `true`. Must not be provided when `callback_enabled` is `false`.\n\n- `url`: The URL to be called upon completion or failure of the bot\n- `secret`: Secret for HMAC validation (sent in `x-mb-secret` header)\n- `method`: HTTP method (`POST` or `PUT`, default: `POST`)\n\nOmit this field to leave callback configuration unchanged."
        )
      }).describe(
        "Partial update of bot configuration. Only provide the fields you want to update. All fields are optional."
      )
    );
    updateCalendarBotResponseDataItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotResponseErrorsItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateCalendarBotResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          event_id: import_zod5.z.string().uuid().regex(updateCalendarBotResponseDataItemEventIdRegExp).describe(
            "The UUID of the event instance that was successfully scheduled for bot recording"
          )
        })
      ).describe("Event instances whose calendar bots were successfully updated"),
      errors: import_zod5.z.array(
        import_zod5.z.object({
          event_id: import_zod5.z.string().uuid().regex(updateCalendarBotResponseErrorsItemEventIdRegExp).describe(
            "The UUID of the event instance that failed to be scheduled. Use this to identify which specific event could not be scheduled"
          ),
          code: import_zod5.z.string().describe(
            "Error code for programmatic handling. This is a machine-readable identifier that indicates the type of error that occurred"
          ),
          message: import_zod5.z.string().describe(
            "Human-readable error message explaining why the scheduling failed for this event instance"
          ),
          details: import_zod5.z.string().or(import_zod5.z.null()).describe(
            "Additional error details providing more context about the failure. Null if no additional details are available"
          )
        })
      ).describe(
        "Array of errors for event instances whose calendar bots could not be updated. This array is empty if all requested event instances were successfully updated"
      )
    });
    deleteCalendarBotPathCalendarIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarBotParams = import_zod5.z.object({
      calendar_id: import_zod5.z.string().uuid().regex(deleteCalendarBotPathCalendarIdRegExp).describe("The unique identifier of the calendar that contains the event.")
    });
    deleteCalendarBotBodySeriesIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarBotBodyAllOccurrencesDefault = false;
    deleteCalendarBotBodyEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarBotBody = import_zod5.z.object({
      series_id: import_zod5.z.string().uuid().regex(deleteCalendarBotBodySeriesIdRegExp).describe(
        "The UUID of the event series to schedule bots for.\n\nBoth one-off and recurring events have a series_id. For recurring events, use 'all_occurrences' to schedule bots for all future occurrences."
      ),
      all_occurrences: import_zod5.z.boolean().describe(
        "Whether to schedule bots for all occurrences of the event series.\n\nIf `true`, bots will be scheduled for all future event instances in the series. If `false`, `event_id` must be provided to schedule a bot for a specific event instance.\n\nDefault: `false`"
      ),
      event_id: import_zod5.z.string().uuid().regex(deleteCalendarBotBodyEventIdRegExp).optional().describe(
        "The UUID of a specific event instance to schedule a bot for.\n\nRequired when `all_occurrences` is `false`. Use this to schedule a bot for a single occurrence of a recurring event or a specific one-off event. If `all_occurrences` is `true`, this parameter is ignored."
      )
    });
    deleteCalendarBotResponseDataItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarBotResponseErrorsItemEventIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteCalendarBotResponse = import_zod5.z.object({
      success: import_zod5.z.boolean(),
      data: import_zod5.z.array(
        import_zod5.z.object({
          event_id: import_zod5.z.string().uuid().regex(deleteCalendarBotResponseDataItemEventIdRegExp).describe(
            "The UUID of the event instance that was successfully scheduled for bot recording"
          )
        })
      ).describe("Event instances whose calendar bots were successfully deleted/cancelled"),
      errors: import_zod5.z.array(
        import_zod5.z.object({
          event_id: import_zod5.z.string().uuid().regex(deleteCalendarBotResponseErrorsItemEventIdRegExp).describe(
            "The UUID of the event instance that failed to be scheduled. Use this to identify which specific event could not be scheduled"
          ),
          code: import_zod5.z.string().describe(
            "Error code for programmatic handling. This is a machine-readable identifier that indicates the type of error that occurred"
          ),
          message: import_zod5.z.string().describe(
            "Human-readable error message explaining why the scheduling failed for this event instance"
          ),
          details: import_zod5.z.string().or(import_zod5.z.null()).describe(
            "Additional error details providing more context about the failure. Null if no additional details are available"
          )
        })
      ).describe(
        "Array of errors for event instances whose calendar bots could not be deleted. This array is empty if all requested event instances were successfully deleted"
      )
    });
  }
});

// src/generated/v1/api/default/default.ts
var default_exports = {};
__export(default_exports, {
  botsWithMetadata: () => botsWithMetadata,
  deleteData: () => deleteData,
  getMeetingData: () => getMeetingData,
  getScreenshots: () => getScreenshots,
  join: () => join,
  leave: () => leave,
  retranscribeBot: () => retranscribeBot
});
var import_axios, join, leave, getMeetingData, deleteData, botsWithMetadata, retranscribeBot, getScreenshots;
var init_default = __esm({
  "src/generated/v1/api/default/default.ts"() {
    "use strict";
    import_axios = __toESM(require("axios"));
    join = (joinRequest, options) => {
      return import_axios.default.post("/bots/", joinRequest, options);
    };
    leave = (uuid, options) => {
      return import_axios.default.delete(`/bots/${uuid}`, options);
    };
    getMeetingData = (params, options) => {
      return import_axios.default.get("/bots/meeting_data", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    deleteData = (uuid, options) => {
      return import_axios.default.post(`/bots/${uuid}/delete_data`, void 0, options);
    };
    botsWithMetadata = (params, options) => {
      return import_axios.default.get("/bots/bots_with_metadata", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    retranscribeBot = (retranscribeBody, options) => {
      return import_axios.default.post("/bots/retranscribe", retranscribeBody, options);
    };
    getScreenshots = (uuid, options) => {
      return import_axios.default.get(`/bots/${uuid}/screenshots`, options);
    };
  }
});

// src/generated/v1/api/calendars/calendars.ts
var calendars_exports = {};
__export(calendars_exports, {
  createCalendar: () => createCalendar,
  deleteCalendar: () => deleteCalendar,
  getCalendar: () => getCalendar,
  getEvent: () => getEvent,
  listCalendars: () => listCalendars,
  listEvents: () => listEvents,
  listRawCalendars: () => listRawCalendars,
  patchBot: () => patchBot,
  resyncAllCalendars: () => resyncAllCalendars,
  scheduleRecordEvent: () => scheduleRecordEvent,
  unscheduleRecordEvent: () => unscheduleRecordEvent,
  updateCalendar: () => updateCalendar
});
var import_axios2, listRawCalendars, listCalendars, createCalendar, resyncAllCalendars, getCalendar, deleteCalendar, updateCalendar, getEvent, scheduleRecordEvent, unscheduleRecordEvent, patchBot, listEvents;
var init_calendars = __esm({
  "src/generated/v1/api/calendars/calendars.ts"() {
    "use strict";
    import_axios2 = __toESM(require("axios"));
    listRawCalendars = (listRawCalendarsParams, options) => {
      return import_axios2.default.post("/calendars/raw", listRawCalendarsParams, options);
    };
    listCalendars = (options) => {
      return import_axios2.default.get("/calendars/", options);
    };
    createCalendar = (createCalendarParams, options) => {
      return import_axios2.default.post("/calendars/", createCalendarParams, options);
    };
    resyncAllCalendars = (params, options) => {
      return import_axios2.default.post("/calendars/resync_all", void 0, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    getCalendar = (uuid, options) => {
      return import_axios2.default.get(`/calendars/${uuid}`, options);
    };
    deleteCalendar = (uuid, options) => {
      return import_axios2.default.delete(`/calendars/${uuid}`, options);
    };
    updateCalendar = (uuid, updateCalendarParams2, options) => {
      return import_axios2.default.patch(`/calendars/${uuid}`, updateCalendarParams2, options);
    };
    getEvent = (uuid, options) => {
      return import_axios2.default.get(`/calendar_events/${uuid}`, options);
    };
    scheduleRecordEvent = (uuid, botParam2, params, options) => {
      return import_axios2.default.post(`/calendar_events/${uuid}/bot`, botParam2, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    unscheduleRecordEvent = (uuid, params, options) => {
      return import_axios2.default.delete(`/calendar_events/${uuid}/bot`, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    patchBot = (uuid, botParam3, params, options) => {
      return import_axios2.default.patch(`/calendar_events/${uuid}/bot`, botParam3, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    listEvents = (params, options) => {
      return import_axios2.default.get("/calendar_events/", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
  }
});

// src/generated/v1/api/webhooks/webhooks.ts
var webhooks_exports = {};
__export(webhooks_exports, {
  botWebhookDocumentation: () => botWebhookDocumentation,
  calendarWebhookDocumentation: () => calendarWebhookDocumentation,
  webhookDocumentation: () => webhookDocumentation
});
var import_axios3, webhookDocumentation, botWebhookDocumentation, calendarWebhookDocumentation;
var init_webhooks = __esm({
  "src/generated/v1/api/webhooks/webhooks.ts"() {
    "use strict";
    import_axios3 = __toESM(require("axios"));
    webhookDocumentation = (options) => {
      return import_axios3.default.get("/bots/webhooks", options);
    };
    botWebhookDocumentation = (options) => {
      return import_axios3.default.get("/bots/webhooks/bot", options);
    };
    calendarWebhookDocumentation = (options) => {
      return import_axios3.default.get("/bots/webhooks/calendar", options);
    };
  }
});

// src/generated/v1/api/zoom-oauth/zoom-oauth.ts
var zoom_oauth_exports = {};
__export(zoom_oauth_exports, {
  createZoomOauthConnection: () => createZoomOauthConnection,
  deleteZoomOauthConnection: () => deleteZoomOauthConnection,
  getZoomOauthConnection: () => getZoomOauthConnection,
  listZoomOauthConnections: () => listZoomOauthConnections
});
var import_axios4, listZoomOauthConnections, createZoomOauthConnection, getZoomOauthConnection, deleteZoomOauthConnection;
var init_zoom_oauth = __esm({
  "src/generated/v1/api/zoom-oauth/zoom-oauth.ts"() {
    "use strict";
    import_axios4 = __toESM(require("axios"));
    listZoomOauthConnections = (options) => {
      return import_axios4.default.get("/zoom_oauth_connections/", options);
    };
    createZoomOauthConnection = (createConnectionRequest, options) => {
      return import_axios4.default.post("/zoom_oauth_connections/", createConnectionRequest, options);
    };
    getZoomOauthConnection = (uuid, options) => {
      return import_axios4.default.get(`/zoom_oauth_connections/${uuid}`, options);
    };
    deleteZoomOauthConnection = (uuid, options) => {
      return import_axios4.default.delete(`/zoom_oauth_connections/${uuid}`, options);
    };
  }
});

// src/generated/v1/api/zoom-oauth/zoom-oauth.zod.ts
var zoom_oauth_zod_exports = {};
__export(zoom_oauth_zod_exports, {
  createZoomOauthConnectionBody: () => createZoomOauthConnectionBody,
  deleteZoomOauthConnectionParams: () => deleteZoomOauthConnectionParams,
  getZoomOauthConnectionParams: () => getZoomOauthConnectionParams,
  getZoomOauthConnectionResponse: () => getZoomOauthConnectionResponse,
  listZoomOauthConnectionsResponse: () => listZoomOauthConnectionsResponse,
  listZoomOauthConnectionsResponseItem: () => listZoomOauthConnectionsResponseItem
});
var import_zod6, listZoomOauthConnectionsResponseItem, listZoomOauthConnectionsResponse, createZoomOauthConnectionBody, getZoomOauthConnectionParams, getZoomOauthConnectionResponse, deleteZoomOauthConnectionParams;
var init_zoom_oauth_zod = __esm({
  "src/generated/v1/api/zoom-oauth/zoom-oauth.zod.ts"() {
    "use strict";
    import_zod6 = require("zod");
    listZoomOauthConnectionsResponseItem = import_zod6.z.object({
      created_at: import_zod6.z.string().describe("Timestamp when the connection was first created."),
      scopes: import_zod6.z.string().nullish().describe("OAuth scopes granted by the user during authorization (e.g. `user:read:user`)."),
      state: import_zod6.z.string().describe(
        "Connection state. `connected` means tokens are valid; `disconnected` means the user needs to re-authorize."
      ),
      updated_at: import_zod6.z.string().describe("Timestamp when the connection was last updated (e.g. token refresh)."),
      uuid: import_zod6.z.string().uuid().describe("Unique identifier for this connection."),
      zoom_account_id: import_zod6.z.string().nullish().describe("The Zoom account ID that the connected user belongs to."),
      zoom_user_id: import_zod6.z.string().describe(
        "The Zoom user ID of the connected user. Use this value as `zoom_obf_token_user_id` when creating a bot to have the system automatically fetch an OBF token for this user."
      )
    }).describe("A stored Zoom OAuth connection. Tokens are managed server-side and never exposed.");
    listZoomOauthConnectionsResponse = import_zod6.z.array(listZoomOauthConnectionsResponseItem);
    createZoomOauthConnectionBody = import_zod6.z.object({
      authorization_code: import_zod6.z.string().describe(
        "The OAuth authorization code received from Zoom after user consent. This is a single-use code that expires in approximately 10 minutes."
      ),
      redirect_uri: import_zod6.z.string().describe(
        "The redirect URI that was used in the OAuth authorization request. Must match exactly what was configured in your Zoom OAuth app."
      ),
      zoom_client_id: import_zod6.z.string().describe(
        "Your Zoom OAuth app's Client ID, found in the Zoom App Marketplace under your app's credentials."
      ),
      zoom_client_secret: import_zod6.z.string().describe(
        "Your Zoom OAuth app's Client Secret, found in the Zoom App Marketplace under your app's credentials."
      )
    });
    getZoomOauthConnectionParams = import_zod6.z.object({
      uuid: import_zod6.z.string().describe("The UUID identifier")
    });
    getZoomOauthConnectionResponse = import_zod6.z.object({
      created_at: import_zod6.z.string().describe("Timestamp when the connection was first created."),
      scopes: import_zod6.z.string().nullish().describe("OAuth scopes granted by the user during authorization (e.g. `user:read:user`)."),
      state: import_zod6.z.string().describe(
        "Connection state. `connected` means tokens are valid; `disconnected` means the user needs to re-authorize."
      ),
      updated_at: import_zod6.z.string().describe("Timestamp when the connection was last updated (e.g. token refresh)."),
      uuid: import_zod6.z.string().uuid().describe("Unique identifier for this connection."),
      zoom_account_id: import_zod6.z.string().nullish().describe("The Zoom account ID that the connected user belongs to."),
      zoom_user_id: import_zod6.z.string().describe(
        "The Zoom user ID of the connected user. Use this value as `zoom_obf_token_user_id` when creating a bot to have the system automatically fetch an OBF token for this user."
      )
    }).describe("A stored Zoom OAuth connection. Tokens are managed server-side and never exposed.");
    deleteZoomOauthConnectionParams = import_zod6.z.object({
      uuid: import_zod6.z.string().describe("The UUID identifier")
    });
  }
});

// src/generated/v2/api/bots/bots.ts
var bots_exports = {};
__export(bots_exports, {
  batchCreateBots: () => batchCreateBots,
  batchCreateScheduledBots: () => batchCreateScheduledBots,
  createBot: () => createBot,
  createScheduledBot: () => createScheduledBot,
  deleteBotData: () => deleteBotData,
  deleteScheduledBot: () => deleteScheduledBot,
  getBotDetails: () => getBotDetails,
  getBotScreenshots: () => getBotScreenshots,
  getBotStatus: () => getBotStatus,
  getScheduledBotDetails: () => getScheduledBotDetails,
  leaveBot: () => leaveBot,
  listBots: () => listBots,
  listScheduledBots: () => listScheduledBots,
  resendFinalWebhook: () => resendFinalWebhook,
  retryCallback: () => retryCallback,
  updateBotConfig: () => updateBotConfig,
  updateScheduledBot: () => updateScheduledBot
});
var import_axios5, createBot, listBots, batchCreateBots, getBotDetails, getBotStatus, getBotScreenshots, leaveBot, deleteBotData, resendFinalWebhook, retryCallback, updateBotConfig, createScheduledBot, listScheduledBots, batchCreateScheduledBots, getScheduledBotDetails, updateScheduledBot, deleteScheduledBot;
var init_bots = __esm({
  "src/generated/v2/api/bots/bots.ts"() {
    "use strict";
    import_axios5 = __toESM(require("axios"));
    createBot = (createBotRequestBodyInput, options) => {
      return import_axios5.default.post("/v2/bots", createBotRequestBodyInput, options);
    };
    listBots = (params, options) => {
      return import_axios5.default.get("/v2/bots", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    batchCreateBots = (batchCreateBotsRequestBodyInput, options) => {
      return import_axios5.default.post("/v2/bots/batch", batchCreateBotsRequestBodyInput, options);
    };
    getBotDetails = (botId, options) => {
      return import_axios5.default.get(`/v2/bots/${botId}`, options);
    };
    getBotStatus = (botId, options) => {
      return import_axios5.default.get(`/v2/bots/${botId}/status`, options);
    };
    getBotScreenshots = (botId, params, options) => {
      return import_axios5.default.get(`/v2/bots/${botId}/screenshots`, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    leaveBot = (botId, options) => {
      return import_axios5.default.post(`/v2/bots/${botId}/leave`, void 0, options);
    };
    deleteBotData = (botId, params, options) => {
      return import_axios5.default.delete(`/v2/bots/${botId}/delete-data`, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    resendFinalWebhook = (botId, options) => {
      return import_axios5.default.post(`/v2/bots/${botId}/resend-webhook`, void 0, options);
    };
    retryCallback = (botId, retryCallbackRequestBodyInput, options) => {
      return import_axios5.default.post(`/v2/bots/${botId}/retry-callback`, retryCallbackRequestBodyInput, options);
    };
    updateBotConfig = (botId, updateBotConfigBody2, options) => {
      return import_axios5.default.patch(`/v2/bots/${botId}/update-config`, updateBotConfigBody2, options);
    };
    createScheduledBot = (createScheduledBotRequestBodyInput, options) => {
      return import_axios5.default.post("/v2/bots/scheduled", createScheduledBotRequestBodyInput, options);
    };
    listScheduledBots = (params, options) => {
      return import_axios5.default.get("/v2/bots/scheduled", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    batchCreateScheduledBots = (batchCreateScheduledBotsRequestBodyInput, options) => {
      return import_axios5.default.post("/v2/bots/scheduled/batch", batchCreateScheduledBotsRequestBodyInput, options);
    };
    getScheduledBotDetails = (botId, options) => {
      return import_axios5.default.get(`/v2/bots/scheduled/${botId}`, options);
    };
    updateScheduledBot = (botId, updateScheduledBotRequestBodyInput, options) => {
      return import_axios5.default.patch(`/v2/bots/scheduled/${botId}`, updateScheduledBotRequestBodyInput, options);
    };
    deleteScheduledBot = (botId, options) => {
      return import_axios5.default.delete(`/v2/bots/scheduled/${botId}`, options);
    };
  }
});

// src/generated/v2/api/calendars/calendars.ts
var calendars_exports2 = {};
__export(calendars_exports2, {
  createCalendarBot: () => createCalendarBot,
  createCalendarConnection: () => createCalendarConnection,
  deleteCalendarBot: () => deleteCalendarBot,
  deleteCalendarConnection: () => deleteCalendarConnection,
  getCalendarDetails: () => getCalendarDetails,
  getEventDetails: () => getEventDetails,
  listCalendars: () => listCalendars2,
  listEventSeries: () => listEventSeries,
  listEvents: () => listEvents2,
  listRawCalendars: () => listRawCalendars2,
  resubscribeCalendar: () => resubscribeCalendar,
  syncCalendar: () => syncCalendar,
  updateCalendarBot: () => updateCalendarBot,
  updateCalendarConnection: () => updateCalendarConnection
});
var import_axios6, listRawCalendars2, createCalendarConnection, listCalendars2, getCalendarDetails, deleteCalendarConnection, updateCalendarConnection, syncCalendar, resubscribeCalendar, listEvents2, listEventSeries, getEventDetails, createCalendarBot, updateCalendarBot, deleteCalendarBot;
var init_calendars2 = __esm({
  "src/generated/v2/api/calendars/calendars.ts"() {
    "use strict";
    import_axios6 = __toESM(require("axios"));
    listRawCalendars2 = (listRawCalendarsRequestBodyInput, options) => {
      return import_axios6.default.post("/v2/calendars/list-raw", listRawCalendarsRequestBodyInput, options);
    };
    createCalendarConnection = (createCalendarConnectionRequestBodyInput, options) => {
      return import_axios6.default.post("/v2/calendars", createCalendarConnectionRequestBodyInput, options);
    };
    listCalendars2 = (params, options) => {
      return import_axios6.default.get("/v2/calendars", {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    getCalendarDetails = (calendarId, options) => {
      return import_axios6.default.get(`/v2/calendars/${calendarId}`, options);
    };
    deleteCalendarConnection = (calendarId, options) => {
      return import_axios6.default.delete(`/v2/calendars/${calendarId}`, options);
    };
    updateCalendarConnection = (calendarId, updateCalendarConnectionRequestBodyInput, options) => {
      return import_axios6.default.patch(
        `/v2/calendars/${calendarId}`,
        updateCalendarConnectionRequestBodyInput,
        options
      );
    };
    syncCalendar = (calendarId, options) => {
      return import_axios6.default.post(`/v2/calendars/${calendarId}/sync`, void 0, options);
    };
    resubscribeCalendar = (calendarId, options) => {
      return import_axios6.default.post(`/v2/calendars/${calendarId}/resubscribe`, void 0, options);
    };
    listEvents2 = (calendarId, params, options) => {
      return import_axios6.default.get(`/v2/calendars/${calendarId}/events`, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    listEventSeries = (calendarId, params, options) => {
      return import_axios6.default.get(`/v2/calendars/${calendarId}/series`, {
        ...options,
        params: { ...params, ...options?.params }
      });
    };
    getEventDetails = (calendarId, eventId, options) => {
      return import_axios6.default.get(`/v2/calendars/${calendarId}/events/${eventId}`, options);
    };
    createCalendarBot = (calendarId, createCalendarBotRequestBodyInput, options) => {
      return import_axios6.default.post(`/v2/calendars/${calendarId}/bots`, createCalendarBotRequestBodyInput, options);
    };
    updateCalendarBot = (calendarId, updateCalendarBotRequestBodyInput, options) => {
      return import_axios6.default.patch(`/v2/calendars/${calendarId}/bots`, updateCalendarBotRequestBodyInput, options);
    };
    deleteCalendarBot = (calendarId, deleteCalendarBotBody2, options) => {
      return import_axios6.default.delete(`/v2/calendars/${calendarId}/bots`, {
        data: deleteCalendarBotBody2,
        ...options
      });
    };
  }
});

// src/generated/v2/api/zoom-credentials/zoom-credentials.ts
var zoom_credentials_exports = {};
__export(zoom_credentials_exports, {
  createZoomCredential: () => createZoomCredential,
  deleteZoomCredential: () => deleteZoomCredential,
  getZoomCredential: () => getZoomCredential,
  listZoomCredentials: () => listZoomCredentials,
  updateZoomCredential: () => updateZoomCredential
});
var import_axios7, createZoomCredential, listZoomCredentials, getZoomCredential, updateZoomCredential, deleteZoomCredential;
var init_zoom_credentials = __esm({
  "src/generated/v2/api/zoom-credentials/zoom-credentials.ts"() {
    "use strict";
    import_axios7 = __toESM(require("axios"));
    createZoomCredential = (createZoomCredentialBody2, options) => {
      return import_axios7.default.post("/v2/zoom-credentials", createZoomCredentialBody2, options);
    };
    listZoomCredentials = (options) => {
      return import_axios7.default.get("/v2/zoom-credentials", options);
    };
    getZoomCredential = (id, options) => {
      return import_axios7.default.get(`/v2/zoom-credentials/${id}`, options);
    };
    updateZoomCredential = (id, updateZoomCredentialBody2, options) => {
      return import_axios7.default.patch(`/v2/zoom-credentials/${id}`, updateZoomCredentialBody2, options);
    };
    deleteZoomCredential = (id, options) => {
      return import_axios7.default.delete(`/v2/zoom-credentials/${id}`, options);
    };
  }
});

// src/generated/v2/api/zoom-credentials/zoom-credentials.zod.ts
var zoom_credentials_zod_exports = {};
__export(zoom_credentials_zod_exports, {
  createZoomCredentialBody: () => createZoomCredentialBody,
  createZoomCredentialBodyAuthorizationCodeMax: () => createZoomCredentialBodyAuthorizationCodeMax,
  createZoomCredentialBodyClientIdMax: () => createZoomCredentialBodyClientIdMax,
  createZoomCredentialBodyClientSecretMax: () => createZoomCredentialBodyClientSecretMax,
  createZoomCredentialBodyNameMax: () => createZoomCredentialBodyNameMax,
  deleteZoomCredentialParams: () => deleteZoomCredentialParams,
  deleteZoomCredentialPathIdRegExp: () => deleteZoomCredentialPathIdRegExp,
  deleteZoomCredentialResponse: () => deleteZoomCredentialResponse,
  getZoomCredentialParams: () => getZoomCredentialParams,
  getZoomCredentialPathIdRegExp: () => getZoomCredentialPathIdRegExp,
  getZoomCredentialResponse: () => getZoomCredentialResponse,
  getZoomCredentialResponseDataCreatedAtRegExp: () => getZoomCredentialResponseDataCreatedAtRegExp,
  getZoomCredentialResponseDataCredentialIdRegExp: () => getZoomCredentialResponseDataCredentialIdRegExp,
  getZoomCredentialResponseDataLastErrorAtRegExpOne: () => getZoomCredentialResponseDataLastErrorAtRegExpOne,
  getZoomCredentialResponseDataNameMax: () => getZoomCredentialResponseDataNameMax,
  getZoomCredentialResponseDataUpdatedAtRegExp: () => getZoomCredentialResponseDataUpdatedAtRegExp,
  listZoomCredentialsResponse: () => listZoomCredentialsResponse,
  listZoomCredentialsResponseDataItemCreatedAtRegExp: () => listZoomCredentialsResponseDataItemCreatedAtRegExp,
  listZoomCredentialsResponseDataItemCredentialIdRegExp: () => listZoomCredentialsResponseDataItemCredentialIdRegExp,
  listZoomCredentialsResponseDataItemLastErrorAtRegExpOne: () => listZoomCredentialsResponseDataItemLastErrorAtRegExpOne,
  listZoomCredentialsResponseDataItemNameMax: () => listZoomCredentialsResponseDataItemNameMax,
  listZoomCredentialsResponseDataItemUpdatedAtRegExp: () => listZoomCredentialsResponseDataItemUpdatedAtRegExp,
  updateZoomCredentialBody: () => updateZoomCredentialBody,
  updateZoomCredentialBodyAuthorizationCodeMax: () => updateZoomCredentialBodyAuthorizationCodeMax,
  updateZoomCredentialBodyClientIdMax: () => updateZoomCredentialBodyClientIdMax,
  updateZoomCredentialBodyClientSecretMax: () => updateZoomCredentialBodyClientSecretMax,
  updateZoomCredentialBodyNameMax: () => updateZoomCredentialBodyNameMax,
  updateZoomCredentialParams: () => updateZoomCredentialParams,
  updateZoomCredentialPathIdRegExp: () => updateZoomCredentialPathIdRegExp,
  updateZoomCredentialResponse: () => updateZoomCredentialResponse,
  updateZoomCredentialResponseDataCreatedAtRegExp: () => updateZoomCredentialResponseDataCreatedAtRegExp,
  updateZoomCredentialResponseDataCredentialIdRegExp: () => updateZoomCredentialResponseDataCredentialIdRegExp,
  updateZoomCredentialResponseDataLastErrorAtRegExpOne: () => updateZoomCredentialResponseDataLastErrorAtRegExpOne,
  updateZoomCredentialResponseDataNameMax: () => updateZoomCredentialResponseDataNameMax,
  updateZoomCredentialResponseDataUpdatedAtRegExp: () => updateZoomCredentialResponseDataUpdatedAtRegExp
});
var import_zod8, createZoomCredentialBodyNameMax, createZoomCredentialBodyClientIdMax, createZoomCredentialBodyClientSecretMax, createZoomCredentialBodyAuthorizationCodeMax, createZoomCredentialBody, listZoomCredentialsResponseDataItemCredentialIdRegExp, listZoomCredentialsResponseDataItemNameMax, listZoomCredentialsResponseDataItemLastErrorAtRegExpOne, listZoomCredentialsResponseDataItemCreatedAtRegExp, listZoomCredentialsResponseDataItemUpdatedAtRegExp, listZoomCredentialsResponse, getZoomCredentialPathIdRegExp, getZoomCredentialParams, getZoomCredentialResponseDataCredentialIdRegExp, getZoomCredentialResponseDataNameMax, getZoomCredentialResponseDataLastErrorAtRegExpOne, getZoomCredentialResponseDataCreatedAtRegExp, getZoomCredentialResponseDataUpdatedAtRegExp, getZoomCredentialResponse, updateZoomCredentialPathIdRegExp, updateZoomCredentialParams, updateZoomCredentialBodyNameMax, updateZoomCredentialBodyClientIdMax, updateZoomCredentialBodyClientSecretMax, updateZoomCredentialBodyAuthorizationCodeMax, updateZoomCredentialBody, updateZoomCredentialResponseDataCredentialIdRegExp, updateZoomCredentialResponseDataNameMax, updateZoomCredentialResponseDataLastErrorAtRegExpOne, updateZoomCredentialResponseDataCreatedAtRegExp, updateZoomCredentialResponseDataUpdatedAtRegExp, updateZoomCredentialResponse, deleteZoomCredentialPathIdRegExp, deleteZoomCredentialParams, deleteZoomCredentialResponse;
var init_zoom_credentials_zod = __esm({
  "src/generated/v2/api/zoom-credentials/zoom-credentials.zod.ts"() {
    "use strict";
    import_zod8 = require("zod");
    createZoomCredentialBodyNameMax = 100;
    createZoomCredentialBodyClientIdMax = 256;
    createZoomCredentialBodyClientSecretMax = 256;
    createZoomCredentialBodyAuthorizationCodeMax = 2e3;
    createZoomCredentialBody = import_zod8.z.object({
      name: import_zod8.z.string().min(1).max(createZoomCredentialBodyNameMax).describe(
        "A user-friendly name for the credential.\n\nThis name is for your reference and can be anything that helps you identify this credential. Names do not need to be unique."
      ),
      client_id: import_zod8.z.string().min(1).max(createZoomCredentialBodyClientIdMax).describe(
        "The Client ID from your Zoom OAuth App.\n\nFound in your Zoom Marketplace app under 'App Credentials'. This is used for SDK authentication when joining meetings."
      ),
      client_secret: import_zod8.z.string().min(1).max(createZoomCredentialBodyClientSecretMax).describe(
        "The Client Secret from your Zoom OAuth App.\n\nFound in your Zoom Marketplace app under 'App Credentials'. This will be encrypted at rest and never returned in API responses."
      ),
      authorization_code: import_zod8.z.string().max(createZoomCredentialBodyAuthorizationCodeMax).optional().describe(
        "OAuth authorization code obtained from Zoom OAuth flow.\n\nWhen provided, the API will exchange this code for access and refresh tokens, making this a 'user' type credential that supports OBF (On-Behalf-Of) tokens.\n\n**Important:** `redirect_uri` is required when providing an authorization code."
      ),
      redirect_uri: import_zod8.z.string().url().optional().describe(
        "The redirect URI used in the OAuth flow.\n\nMust exactly match the redirect URI registered in your Zoom OAuth App and used when obtaining the authorization code."
      )
    });
    listZoomCredentialsResponseDataItemCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    listZoomCredentialsResponseDataItemNameMax = 100;
    listZoomCredentialsResponseDataItemLastErrorAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listZoomCredentialsResponseDataItemCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listZoomCredentialsResponseDataItemUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    listZoomCredentialsResponse = import_zod8.z.object({
      success: import_zod8.z.literal(true),
      data: import_zod8.z.array(
        import_zod8.z.object({
          credential_id: import_zod8.z.string().uuid().regex(listZoomCredentialsResponseDataItemCredentialIdRegExp).describe("The unique identifier (UUID) of the Zoom credential"),
          name: import_zod8.z.string().min(1).max(listZoomCredentialsResponseDataItemNameMax).describe(
            "A user-friendly name for the credential.\n\nThis name is for your reference and can be anything that helps you identify this credential. Names do not need to be unique."
          ),
          credential_type: import_zod8.z.enum(["app", "user"]).describe(
            "The type of Zoom credential.\n\n- `app`: SDK-only credentials (client_id and client_secret) for joining meetings\n- `user`: User-authorized credentials with OAuth tokens for OBF token support"
          ),
          zoom_user_id: import_zod8.z.string().describe(
            "The Zoom user ID associated with this credential.\n\nOnly present for 'user' type credentials. This is the Zoom user who authorized the OAuth app."
          ).or(import_zod8.z.null()),
          zoom_account_id: import_zod8.z.string().describe(
            "The Zoom account ID associated with this credential.\n\nOnly present for 'user' type credentials."
          ).or(import_zod8.z.null()),
          scopes: import_zod8.z.string().describe(
            "The OAuth scopes granted to this credential.\n\nOnly present for 'user' type credentials. Comma-separated list of Zoom OAuth scopes."
          ).or(import_zod8.z.null()),
          state: import_zod8.z.enum(["active", "invalid"]).describe(
            "The current state of the Zoom credential.\n\n- `active`: Credential is working and can be used\n- `invalid`: Credential has failed (tokens revoked, expired, etc.)"
          ),
          last_error_message: import_zod8.z.string().describe(
            "The last error message from OBF token fetch attempts.\n\nThis is set when a bot fails to fetch an OBF token using this credential. It is cleared when a successful OBF token fetch occurs."
          ).or(import_zod8.z.null()),
          last_error_at: import_zod8.z.string().datetime({}).regex(listZoomCredentialsResponseDataItemLastErrorAtRegExpOne).describe(
            "When the last OBF token fetch error occurred (ISO 8601).\n\nCleared when a successful OBF token fetch occurs."
          ).or(import_zod8.z.null()),
          created_at: import_zod8.z.string().datetime({}).regex(listZoomCredentialsResponseDataItemCreatedAtRegExp).describe("When this credential was created (ISO 8601)"),
          updated_at: import_zod8.z.string().datetime({}).regex(listZoomCredentialsResponseDataItemUpdatedAtRegExp).describe("When this credential was last updated (ISO 8601)")
        })
      )
    });
    getZoomCredentialPathIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getZoomCredentialParams = import_zod8.z.object({
      id: import_zod8.z.string().uuid().regex(getZoomCredentialPathIdRegExp).describe("The unique identifier (UUID) of the Zoom credential")
    });
    getZoomCredentialResponseDataCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    getZoomCredentialResponseDataNameMax = 100;
    getZoomCredentialResponseDataLastErrorAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getZoomCredentialResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getZoomCredentialResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    getZoomCredentialResponse = import_zod8.z.object({
      success: import_zod8.z.literal(true),
      data: import_zod8.z.object({
        credential_id: import_zod8.z.string().uuid().regex(getZoomCredentialResponseDataCredentialIdRegExp).describe("The unique identifier (UUID) of the Zoom credential"),
        name: import_zod8.z.string().min(1).max(getZoomCredentialResponseDataNameMax).describe(
          "A user-friendly name for the credential.\n\nThis name is for your reference and can be anything that helps you identify this credential. Names do not need to be unique."
        ),
        credential_type: import_zod8.z.enum(["app", "user"]).describe(
          "The type of Zoom credential.\n\n- `app`: SDK-only credentials (client_id and client_secret) for joining meetings\n- `user`: User-authorized credentials with OAuth tokens for OBF token support"
        ),
        zoom_user_id: import_zod8.z.string().describe(
          "The Zoom user ID associated with this credential.\n\nOnly present for 'user' type credentials. This is the Zoom user who authorized the OAuth app."
        ).or(import_zod8.z.null()),
        zoom_account_id: import_zod8.z.string().describe(
          "The Zoom account ID associated with this credential.\n\nOnly present for 'user' type credentials."
        ).or(import_zod8.z.null()),
        scopes: import_zod8.z.string().describe(
          "The OAuth scopes granted to this credential.\n\nOnly present for 'user' type credentials. Comma-separated list of Zoom OAuth scopes."
        ).or(import_zod8.z.null()),
        state: import_zod8.z.enum(["active", "invalid"]).describe(
          "The current state of the Zoom credential.\n\n- `active`: Credential is working and can be used\n- `invalid`: Credential has failed (tokens revoked, expired, etc.)"
        ),
        last_error_message: import_zod8.z.string().describe(
          "The last error message from OBF token fetch attempts.\n\nThis is set when a bot fails to fetch an OBF token using this credential. It is cleared when a successful OBF token fetch occurs."
        ).or(import_zod8.z.null()),
        last_error_at: import_zod8.z.string().datetime({}).regex(getZoomCredentialResponseDataLastErrorAtRegExpOne).describe(
          "When the last OBF token fetch error occurred (ISO 8601).\n\nCleared when a successful OBF token fetch occurs."
        ).or(import_zod8.z.null()),
        created_at: import_zod8.z.string().datetime({}).regex(getZoomCredentialResponseDataCreatedAtRegExp).describe("When this credential was created (ISO 8601)"),
        updated_at: import_zod8.z.string().datetime({}).regex(getZoomCredentialResponseDataUpdatedAtRegExp).describe("When this credential was last updated (ISO 8601)")
      })
    });
    updateZoomCredentialPathIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateZoomCredentialParams = import_zod8.z.object({
      id: import_zod8.z.string().uuid().regex(updateZoomCredentialPathIdRegExp).describe("The unique identifier (UUID) of the Zoom credential")
    });
    updateZoomCredentialBodyNameMax = 100;
    updateZoomCredentialBodyClientIdMax = 256;
    updateZoomCredentialBodyClientSecretMax = 256;
    updateZoomCredentialBodyAuthorizationCodeMax = 2e3;
    updateZoomCredentialBody = import_zod8.z.object({
      name: import_zod8.z.string().min(1).max(updateZoomCredentialBodyNameMax).optional().describe(
        "A user-friendly name for the credential.\n\nThis name is for your reference and can be anything that helps you identify this credential. Names do not need to be unique."
      ),
      client_id: import_zod8.z.string().min(1).max(updateZoomCredentialBodyClientIdMax).optional().describe(
        "The Client ID from your Zoom OAuth App.\n\nFound in your Zoom Marketplace app under 'App Credentials'. This is used for SDK authentication when joining meetings."
      ),
      client_secret: import_zod8.z.string().min(1).max(updateZoomCredentialBodyClientSecretMax).optional().describe(
        "The Client Secret from your Zoom OAuth App.\n\nFound in your Zoom Marketplace app under 'App Credentials'. This will be encrypted at rest and never returned in API responses."
      ),
      authorization_code: import_zod8.z.string().max(updateZoomCredentialBodyAuthorizationCodeMax).optional().describe(
        "OAuth authorization code obtained from Zoom OAuth flow.\n\nWhen provided, the API will exchange this code for access and refresh tokens, making this a 'user' type credential that supports OBF (On-Behalf-Of) tokens.\n\n**Important:** `redirect_uri` is required when providing an authorization code."
      ),
      redirect_uri: import_zod8.z.string().url().optional().describe(
        "The redirect URI used in the OAuth flow.\n\nMust exactly match the redirect URI registered in your Zoom OAuth App and used when obtaining the authorization code."
      )
    });
    updateZoomCredentialResponseDataCredentialIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    updateZoomCredentialResponseDataNameMax = 100;
    updateZoomCredentialResponseDataLastErrorAtRegExpOne = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    updateZoomCredentialResponseDataCreatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    updateZoomCredentialResponseDataUpdatedAtRegExp = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z))$/;
    updateZoomCredentialResponse = import_zod8.z.object({
      success: import_zod8.z.literal(true),
      data: import_zod8.z.object({
        credential_id: import_zod8.z.string().uuid().regex(updateZoomCredentialResponseDataCredentialIdRegExp).describe("The unique identifier (UUID) of the Zoom credential"),
        name: import_zod8.z.string().min(1).max(updateZoomCredentialResponseDataNameMax).describe(
          "A user-friendly name for the credential.\n\nThis name is for your reference and can be anything that helps you identify this credential. Names do not need to be unique."
        ),
        credential_type: import_zod8.z.enum(["app", "user"]).describe(
          "The type of Zoom credential.\n\n- `app`: SDK-only credentials (client_id and client_secret) for joining meetings\n- `user`: User-authorized credentials with OAuth tokens for OBF token support"
        ),
        zoom_user_id: import_zod8.z.string().describe(
          "The Zoom user ID associated with this credential.\n\nOnly present for 'user' type credentials. This is the Zoom user who authorized the OAuth app."
        ).or(import_zod8.z.null()),
        zoom_account_id: import_zod8.z.string().describe(
          "The Zoom account ID associated with this credential.\n\nOnly present for 'user' type credentials."
        ).or(import_zod8.z.null()),
        scopes: import_zod8.z.string().describe(
          "The OAuth scopes granted to this credential.\n\nOnly present for 'user' type credentials. Comma-separated list of Zoom OAuth scopes."
        ).or(import_zod8.z.null()),
        state: import_zod8.z.enum(["active", "invalid"]).describe(
          "The current state of the Zoom credential.\n\n- `active`: Credential is working and can be used\n- `invalid`: Credential has failed (tokens revoked, expired, etc.)"
        ),
        last_error_message: import_zod8.z.string().describe(
          "The last error message from OBF token fetch attempts.\n\nThis is set when a bot fails to fetch an OBF token using this credential. It is cleared when a successful OBF token fetch occurs."
        ).or(import_zod8.z.null()),
        last_error_at: import_zod8.z.string().datetime({}).regex(updateZoomCredentialResponseDataLastErrorAtRegExpOne).describe(
          "When the last OBF token fetch error occurred (ISO 8601).\n\nCleared when a successful OBF token fetch occurs."
        ).or(import_zod8.z.null()),
        created_at: import_zod8.z.string().datetime({}).regex(updateZoomCredentialResponseDataCreatedAtRegExp).describe("When this credential was created (ISO 8601)"),
        updated_at: import_zod8.z.string().datetime({}).regex(updateZoomCredentialResponseDataUpdatedAtRegExp).describe("When this credential was last updated (ISO 8601)")
      })
    });
    deleteZoomCredentialPathIdRegExp = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    deleteZoomCredentialParams = import_zod8.z.object({
      id: import_zod8.z.string().uuid().regex(deleteZoomCredentialPathIdRegExp).describe("The unique identifier (UUID) of the Zoom credential")
    });
    deleteZoomCredentialResponse = import_zod8.z.object({
      success: import_zod8.z.literal(true),
      data: import_zod8.z.object({
        message: import_zod8.z.string().describe("Success message")
      })
    });
  }
});

// src/index.ts
var src_exports = {};
__export(src_exports, {
  AudioFrequency: () => AudioFrequency,
  DeleteStatus: () => DeleteStatus,
  Provider: () => Provider,
  RecordingMode: () => RecordingMode,
  SpeechToTextProvider: () => SpeechToTextProvider,
  UserReportedErrorStatus: () => UserReportedErrorStatus,
  V2: () => schema_exports,
  V2Zod: () => bots_zod_exports,
  V2ZodCalendars: () => calendars_zod_exports2,
  botWebhookDocumentationResponse: () => botWebhookDocumentationResponse,
  botsWithMetadataQueryLimitDefault: () => botsWithMetadataQueryLimitDefault,
  botsWithMetadataQueryParams: () => botsWithMetadataQueryParams,
  botsWithMetadataResponse: () => botsWithMetadataResponse,
  botsWithMetadataResponseLastUpdatedDefault: () => botsWithMetadataResponseLastUpdatedDefault,
  calendarWebhookDocumentationResponse: () => calendarWebhookDocumentationResponse,
  createBaasClient: () => createBaasClient,
  createCalendarBody: () => createCalendarBody,
  createCalendarResponse: () => createCalendarResponse,
  deleteCalendarParams: () => deleteCalendarParams,
  deleteDataParams: () => deleteDataParams,
  deleteDataResponse: () => deleteDataResponse,
  getCalendarParams: () => getCalendarParams,
  getCalendarResponse: () => getCalendarResponse,
  getEventParams: () => getEventParams,
  getEventResponse: () => getEventResponse,
  getMeetingDataQueryIncludeTranscriptsDefault: () => getMeetingDataQueryIncludeTranscriptsDefault,
  getMeetingDataQueryParams: () => getMeetingDataQueryParams,
  getMeetingDataResponse: () => getMeetingDataResponse,
  getScreenshotsParams: () => getScreenshotsParams,
  getScreenshotsResponse: () => getScreenshotsResponse,
  getScreenshotsResponseItem: () => getScreenshotsResponseItem,
  joinBody: () => joinBody,
  joinBodyAutomaticLeaveNooneJoinedTimeoutMin: () => joinBodyAutomaticLeaveNooneJoinedTimeoutMin,
  joinBodyAutomaticLeaveSilenceTimeoutMin: () => joinBodyAutomaticLeaveSilenceTimeoutMin,
  joinBodyAutomaticLeaveWaitingRoomTimeoutMin: () => joinBodyAutomaticLeaveWaitingRoomTimeoutMin,
  joinBodyReservedDefault: () => joinBodyReservedDefault,
  joinBodyStartTimeMin: () => joinBodyStartTimeMin,
  joinBodyTranscriptionCustomParametersDefault: () => joinBodyTranscriptionCustomParametersDefault,
  joinResponse: () => joinResponse,
  leaveParams: () => leaveParams,
  leaveResponse: () => leaveResponse,
  listCalendarsResponse: () => listCalendarsResponse,
  listCalendarsResponseItem: () => listCalendarsResponseItem,
  listEventsQueryParams: () => listEventsQueryParams,
  listEventsResponse: () => listEventsResponse,
  listRawCalendarsBody: () => listRawCalendarsBody,
  listRawCalendarsResponse: () => listRawCalendarsResponse,
  patchBotBody: () => patchBotBody,
  patchBotBodyBotImageDefault: () => patchBotBodyBotImageDefault,
  patchBotBodyBotNameDefault: () => patchBotBodyBotNameDefault,
  patchBotBodyDeduplicationKeyDefault: () => patchBotBodyDeduplicationKeyDefault,
  patchBotBodyEnterMessageDefault: () => patchBotBodyEnterMessageDefault,
  patchBotBodyExtraDefault: () => patchBotBodyExtraDefault,
  patchBotBodyNooneJoinedTimeoutDefault: () => patchBotBodyNooneJoinedTimeoutDefault,
  patchBotBodySpeechToTextDefault: () => patchBotBodySpeechToTextDefault,
  patchBotBodyStreamingAudioFrequencyDefault: () => patchBotBodyStreamingAudioFrequencyDefault,
  patchBotBodyStreamingInputDefault: () => patchBotBodyStreamingInputDefault,
  patchBotBodyStreamingOutputDefault: () => patchBotBodyStreamingOutputDefault,
  patchBotBodyTranscriptionCustomParametersDefault: () => patchBotBodyTranscriptionCustomParametersDefault,
  patchBotBodyWaitingRoomTimeoutDefault: () => patchBotBodyWaitingRoomTimeoutDefault,
  patchBotBodyWebhookUrlDefault: () => patchBotBodyWebhookUrlDefault,
  patchBotBodyZoomAccessTokenUrlDefault: () => patchBotBodyZoomAccessTokenUrlDefault,
  patchBotBodyZoomObfTokenDefault: () => patchBotBodyZoomObfTokenDefault,
  patchBotBodyZoomObfTokenUrlDefault: () => patchBotBodyZoomObfTokenUrlDefault,
  patchBotBodyZoomObfTokenUserIdDefault: () => patchBotBodyZoomObfTokenUserIdDefault,
  patchBotBodyZoomSdkIdDefault: () => patchBotBodyZoomSdkIdDefault,
  patchBotBodyZoomSdkPwdDefault: () => patchBotBodyZoomSdkPwdDefault,
  patchBotParams: () => patchBotParams,
  patchBotQueryParams: () => patchBotQueryParams,
  patchBotResponse: () => patchBotResponse,
  patchBotResponseItem: () => patchBotResponseItem,
  resyncAllCalendarsQueryParams: () => resyncAllCalendarsQueryParams,
  resyncAllCalendarsResponse: () => resyncAllCalendarsResponse,
  resyncAllCalendarsResponseErrorsItemMax: () => resyncAllCalendarsResponseErrorsItemMax,
  resyncAllCalendarsResponseErrorsItemMin: () => resyncAllCalendarsResponseErrorsItemMin,
  retranscribeBotBody: () => retranscribeBotBody,
  scheduleRecordEventBody: () => scheduleRecordEventBody,
  scheduleRecordEventParams: () => scheduleRecordEventParams,
  scheduleRecordEventQueryParams: () => scheduleRecordEventQueryParams,
  scheduleRecordEventResponse: () => scheduleRecordEventResponse,
  scheduleRecordEventResponseItem: () => scheduleRecordEventResponseItem,
  unscheduleRecordEventParams: () => unscheduleRecordEventParams,
  unscheduleRecordEventQueryParams: () => unscheduleRecordEventQueryParams,
  unscheduleRecordEventResponse: () => unscheduleRecordEventResponse,
  unscheduleRecordEventResponseItem: () => unscheduleRecordEventResponseItem,
  updateCalendarBody: () => updateCalendarBody,
  updateCalendarParams: () => updateCalendarParams,
  updateCalendarResponse: () => updateCalendarResponse,
  webhookDocumentationResponse: () => webhookDocumentationResponse
});
module.exports = __toCommonJS(src_exports);
init_calendars_zod();
init_default_zod();

// src/generated/v1/api/webhooks/webhooks.zod.ts
var import_zod3 = require("zod");
var webhookDocumentationResponse = import_zod3.z.any();
var botWebhookDocumentationResponse = import_zod3.z.any();
var calendarWebhookDocumentationResponse = import_zod3.z.any();

// src/generated/v1/schema/audioFrequency.ts
var AudioFrequency = {
  "16khz": "16khz",
  "24khz": "24khz"
};

// src/generated/v1/schema/deleteStatus.ts
var DeleteStatus = {
  deleted: "deleted",
  partiallyDeleted: "partiallyDeleted",
  alreadyDeleted: "alreadyDeleted",
  noDataFound: "noDataFound"
};

// src/generated/v1/schema/provider.ts
var Provider = {
  Google: "Google",
  Microsoft: "Microsoft"
};

// src/generated/v1/schema/recordingMode.ts
var RecordingMode = {
  speaker_view: "speaker_view",
  gallery_view: "gallery_view",
  audio_only: "audio_only"
};

// src/generated/v1/schema/speechToTextProvider.ts
var SpeechToTextProvider = {
  Gladia: "Gladia",
  Runpod: "Runpod",
  Default: "Default"
};

// src/generated/v1/schema/userReportedErrorStatus.ts
var UserReportedErrorStatus = {
  open: "open",
  in_progress: "in_progress",
  closed: "closed"
};

// src/index.ts
init_bots_zod();
init_calendars_zod2();

// src/generated/v2/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  CalendarWebhookConnectionCreatedDataCalendarPlatform: () => CalendarWebhookConnectionCreatedDataCalendarPlatform,
  CalendarWebhookConnectionCreatedDataStatus: () => CalendarWebhookConnectionCreatedDataStatus,
  CalendarWebhookConnectionCreatedInputDataCalendarPlatform: () => CalendarWebhookConnectionCreatedInputDataCalendarPlatform,
  CalendarWebhookConnectionCreatedInputDataStatus: () => CalendarWebhookConnectionCreatedInputDataStatus,
  CalendarWebhookConnectionDeletedDataCalendarPlatform: () => CalendarWebhookConnectionDeletedDataCalendarPlatform,
  CalendarWebhookConnectionDeletedInputDataCalendarPlatform: () => CalendarWebhookConnectionDeletedInputDataCalendarPlatform,
  CalendarWebhookConnectionUpdatedDataCalendarPlatform: () => CalendarWebhookConnectionUpdatedDataCalendarPlatform,
  CalendarWebhookConnectionUpdatedDataStatus: () => CalendarWebhookConnectionUpdatedDataStatus,
  CalendarWebhookConnectionUpdatedInputDataCalendarPlatform: () => CalendarWebhookConnectionUpdatedInputDataCalendarPlatform,
  CalendarWebhookConnectionUpdatedInputDataStatus: () => CalendarWebhookConnectionUpdatedInputDataStatus,
  CalendarWebhookEventCancelledDataCancelledInstancesItemStatus: () => CalendarWebhookEventCancelledDataCancelledInstancesItemStatus,
  CalendarWebhookEventCancelledDataEventType: () => CalendarWebhookEventCancelledDataEventType,
  CalendarWebhookEventCancelledInputDataCancelledInstancesItemStatus: () => CalendarWebhookEventCancelledInputDataCancelledInstancesItemStatus,
  CalendarWebhookEventCancelledInputDataEventType: () => CalendarWebhookEventCancelledInputDataEventType,
  CalendarWebhookEventCreatedDataEventType: () => CalendarWebhookEventCreatedDataEventType,
  CalendarWebhookEventCreatedDataInstancesItemStatus: () => CalendarWebhookEventCreatedDataInstancesItemStatus,
  CalendarWebhookEventCreatedInputDataEventType: () => CalendarWebhookEventCreatedInputDataEventType,
  CalendarWebhookEventCreatedInputDataInstancesItemStatus: () => CalendarWebhookEventCreatedInputDataInstancesItemStatus,
  CalendarWebhookEventUpdatedDataAffectedInstancesItemStatus: () => CalendarWebhookEventUpdatedDataAffectedInstancesItemStatus,
  CalendarWebhookEventUpdatedDataEventType: () => CalendarWebhookEventUpdatedDataEventType,
  CalendarWebhookEventUpdatedInputDataAffectedInstancesItemStatus: () => CalendarWebhookEventUpdatedInputDataAffectedInstancesItemStatus,
  CalendarWebhookEventUpdatedInputDataEventType: () => CalendarWebhookEventUpdatedInputDataEventType,
  CalendarWebhookEventsSyncedDataEventsItemEventType: () => CalendarWebhookEventsSyncedDataEventsItemEventType,
  CalendarWebhookEventsSyncedDataEventsItemInstancesItemStatus: () => CalendarWebhookEventsSyncedDataEventsItemInstancesItemStatus,
  CalendarWebhookEventsSyncedInputDataEventsItemEventType: () => CalendarWebhookEventsSyncedInputDataEventsItemEventType,
  CalendarWebhookEventsSyncedInputDataEventsItemInstancesItemStatus: () => CalendarWebhookEventsSyncedInputDataEventsItemInstancesItemStatus,
  CreateBotRequestBodyInputCallbackConfigAnyOfMethod: () => CreateBotRequestBodyInputCallbackConfigAnyOfMethod,
  CreateBotRequestBodyInputRecordingMode: () => CreateBotRequestBodyInputRecordingMode,
  CreateBotRequestBodyInputTranscriptionConfigAnyOfProvider: () => CreateBotRequestBodyInputTranscriptionConfigAnyOfProvider,
  CreateCalendarBotRequestBodyAllOfCallbackConfigAnyOfMethod: () => CreateCalendarBotRequestBodyAllOfCallbackConfigAnyOfMethod,
  CreateCalendarBotRequestBodyAllOfRecordingMode: () => CreateCalendarBotRequestBodyAllOfRecordingMode,
  CreateCalendarBotRequestBodyAllOfTranscriptionConfigAnyOfProvider: () => CreateCalendarBotRequestBodyAllOfTranscriptionConfigAnyOfProvider,
  CreateCalendarBotRequestBodyInputAllOfCallbackConfigAnyOfMethod: () => CreateCalendarBotRequestBodyInputAllOfCallbackConfigAnyOfMethod,
  CreateCalendarBotRequestBodyInputAllOfRecordingMode: () => CreateCalendarBotRequestBodyInputAllOfRecordingMode,
  CreateCalendarBotRequestBodyInputAllOfTranscriptionConfigAnyOfProvider: () => CreateCalendarBotRequestBodyInputAllOfTranscriptionConfigAnyOfProvider,
  CreateCalendarConnectionRequestBodyCalendarPlatform: () => CreateCalendarConnectionRequestBodyCalendarPlatform,
  CreateCalendarConnectionRequestBodyInputCalendarPlatform: () => CreateCalendarConnectionRequestBodyInputCalendarPlatform,
  CreateCalendarConnectionResponseDataCalendarPlatform: () => CreateCalendarConnectionResponseDataCalendarPlatform,
  CreateCalendarConnectionResponseDataStatus: () => CreateCalendarConnectionResponseDataStatus,
  CreateCalendarConnectionResponseInputDataCalendarPlatform: () => CreateCalendarConnectionResponseInputDataCalendarPlatform,
  CreateCalendarConnectionResponseInputDataStatus: () => CreateCalendarConnectionResponseInputDataStatus,
  CreateZoomCredential201DataCredentialType: () => CreateZoomCredential201DataCredentialType,
  CreateZoomCredential201DataState: () => CreateZoomCredential201DataState,
  GetBotDetailsResponseDataMeetingPlatform: () => GetBotDetailsResponseDataMeetingPlatform,
  GetBotDetailsResponseDataRecordingMode: () => GetBotDetailsResponseDataRecordingMode,
  GetBotDetailsResponseDataStatus: () => GetBotDetailsResponseDataStatus,
  GetBotDetailsResponseInputDataMeetingPlatform: () => GetBotDetailsResponseInputDataMeetingPlatform,
  GetBotDetailsResponseInputDataRecordingMode: () => GetBotDetailsResponseInputDataRecordingMode,
  GetBotDetailsResponseInputDataStatus: () => GetBotDetailsResponseInputDataStatus,
  GetBotStatusResponseDataStatus: () => GetBotStatusResponseDataStatus,
  GetBotStatusResponseDataTranscriptionStatus: () => GetBotStatusResponseDataTranscriptionStatus,
  GetBotStatusResponseInputDataStatus: () => GetBotStatusResponseInputDataStatus,
  GetBotStatusResponseInputDataTranscriptionStatus: () => GetBotStatusResponseInputDataTranscriptionStatus,
  GetCalendarDetailsResponseDataCalendarPlatform: () => GetCalendarDetailsResponseDataCalendarPlatform,
  GetCalendarDetailsResponseDataStatus: () => GetCalendarDetailsResponseDataStatus,
  GetCalendarDetailsResponseInputDataCalendarPlatform: () => GetCalendarDetailsResponseInputDataCalendarPlatform,
  GetCalendarDetailsResponseInputDataStatus: () => GetCalendarDetailsResponseInputDataStatus,
  GetEventDetailsResponseDataAttendeesAnyOfItemResponseStatus: () => GetEventDetailsResponseDataAttendeesAnyOfItemResponseStatus,
  GetEventDetailsResponseDataCalendarPlatform: () => GetEventDetailsResponseDataCalendarPlatform,
  GetEventDetailsResponseDataEventType: () => GetEventDetailsResponseDataEventType,
  GetEventDetailsResponseDataStatus: () => GetEventDetailsResponseDataStatus,
  GetEventDetailsResponseInputDataAttendeesAnyOfItemResponseStatus: () => GetEventDetailsResponseInputDataAttendeesAnyOfItemResponseStatus,
  GetEventDetailsResponseInputDataCalendarPlatform: () => GetEventDetailsResponseInputDataCalendarPlatform,
  GetEventDetailsResponseInputDataEventType: () => GetEventDetailsResponseInputDataEventType,
  GetEventDetailsResponseInputDataStatus: () => GetEventDetailsResponseInputDataStatus,
  GetScheduledBotResponseDataCallbackConfigAnyOfMethod: () => GetScheduledBotResponseDataCallbackConfigAnyOfMethod,
  GetScheduledBotResponseDataMeetingPlatform: () => GetScheduledBotResponseDataMeetingPlatform,
  GetScheduledBotResponseDataRecordingMode: () => GetScheduledBotResponseDataRecordingMode,
  GetScheduledBotResponseDataStatus: () => GetScheduledBotResponseDataStatus,
  GetScheduledBotResponseDataTranscriptionConfigAnyOfProvider: () => GetScheduledBotResponseDataTranscriptionConfigAnyOfProvider,
  GetScheduledBotResponseInputDataCallbackConfigAnyOfMethod: () => GetScheduledBotResponseInputDataCallbackConfigAnyOfMethod,
  GetScheduledBotResponseInputDataMeetingPlatform: () => GetScheduledBotResponseInputDataMeetingPlatform,
  GetScheduledBotResponseInputDataRecordingMode: () => GetScheduledBotResponseInputDataRecordingMode,
  GetScheduledBotResponseInputDataStatus: () => GetScheduledBotResponseInputDataStatus,
  GetScheduledBotResponseInputDataTranscriptionConfigAnyOfProvider: () => GetScheduledBotResponseInputDataTranscriptionConfigAnyOfProvider,
  GetZoomCredential200DataCredentialType: () => GetZoomCredential200DataCredentialType,
  GetZoomCredential200DataState: () => GetZoomCredential200DataState,
  ListBotsResponseDataItemMeetingPlatform: () => ListBotsResponseDataItemMeetingPlatform,
  ListBotsResponseDataItemStatus: () => ListBotsResponseDataItemStatus,
  ListBotsResponseInputDataItemMeetingPlatform: () => ListBotsResponseInputDataItemMeetingPlatform,
  ListBotsResponseInputDataItemStatus: () => ListBotsResponseInputDataItemStatus,
  ListCalendarsResponseDataItemCalendarPlatform: () => ListCalendarsResponseDataItemCalendarPlatform,
  ListCalendarsResponseDataItemStatus: () => ListCalendarsResponseDataItemStatus,
  ListCalendarsResponseInputDataItemCalendarPlatform: () => ListCalendarsResponseInputDataItemCalendarPlatform,
  ListCalendarsResponseInputDataItemStatus: () => ListCalendarsResponseInputDataItemStatus,
  ListEventSeriesResponseDataItemEventType: () => ListEventSeriesResponseDataItemEventType,
  ListEventSeriesResponseDataItemEventsItemStatus: () => ListEventSeriesResponseDataItemEventsItemStatus,
  ListEventSeriesResponseInputDataItemEventType: () => ListEventSeriesResponseInputDataItemEventType,
  ListEventSeriesResponseInputDataItemEventsItemStatus: () => ListEventSeriesResponseInputDataItemEventsItemStatus,
  ListEventsResponseDataItemEventType: () => ListEventsResponseDataItemEventType,
  ListEventsResponseDataItemStatus: () => ListEventsResponseDataItemStatus,
  ListEventsResponseInputDataItemEventType: () => ListEventsResponseInputDataItemEventType,
  ListEventsResponseInputDataItemStatus: () => ListEventsResponseInputDataItemStatus,
  ListRawCalendarsRequestBodyCalendarPlatform: () => ListRawCalendarsRequestBodyCalendarPlatform,
  ListRawCalendarsRequestBodyInputCalendarPlatform: () => ListRawCalendarsRequestBodyInputCalendarPlatform,
  ListScheduledBotsResponseDataItemMeetingPlatform: () => ListScheduledBotsResponseDataItemMeetingPlatform,
  ListScheduledBotsResponseDataItemStatus: () => ListScheduledBotsResponseDataItemStatus,
  ListScheduledBotsResponseInputDataItemMeetingPlatform: () => ListScheduledBotsResponseInputDataItemMeetingPlatform,
  ListScheduledBotsResponseInputDataItemStatus: () => ListScheduledBotsResponseInputDataItemStatus,
  ListZoomCredentials200DataItemCredentialType: () => ListZoomCredentials200DataItemCredentialType,
  ListZoomCredentials200DataItemState: () => ListZoomCredentials200DataItemState,
  RetryCallbackRequestBodyAnyOfMethod: () => RetryCallbackRequestBodyAnyOfMethod,
  RetryCallbackRequestBodyInputAnyOfMethod: () => RetryCallbackRequestBodyInputAnyOfMethod,
  UpdateCalendarBotRequestBodyAllOfTwoCallbackConfigMethod: () => UpdateCalendarBotRequestBodyAllOfTwoCallbackConfigMethod,
  UpdateCalendarBotRequestBodyAllOfTwoRecordingMode: () => UpdateCalendarBotRequestBodyAllOfTwoRecordingMode,
  UpdateCalendarBotRequestBodyAllOfTwoTranscriptionConfigProvider: () => UpdateCalendarBotRequestBodyAllOfTwoTranscriptionConfigProvider,
  UpdateCalendarBotRequestBodyInputAllOfTwoCallbackConfigMethod: () => UpdateCalendarBotRequestBodyInputAllOfTwoCallbackConfigMethod,
  UpdateCalendarBotRequestBodyInputAllOfTwoRecordingMode: () => UpdateCalendarBotRequestBodyInputAllOfTwoRecordingMode,
  UpdateCalendarBotRequestBodyInputAllOfTwoTranscriptionConfigProvider: () => UpdateCalendarBotRequestBodyInputAllOfTwoTranscriptionConfigProvider,
  UpdateCalendarConnectionResponseDataCalendarPlatform: () => UpdateCalendarConnectionResponseDataCalendarPlatform,
  UpdateCalendarConnectionResponseDataStatus: () => UpdateCalendarConnectionResponseDataStatus,
  UpdateCalendarConnectionResponseInputDataCalendarPlatform: () => UpdateCalendarConnectionResponseInputDataCalendarPlatform,
  UpdateCalendarConnectionResponseInputDataStatus: () => UpdateCalendarConnectionResponseInputDataStatus,
  UpdateScheduledBotRequestBodyCallbackConfigAnyOfMethod: () => UpdateScheduledBotRequestBodyCallbackConfigAnyOfMethod,
  UpdateScheduledBotRequestBodyInputCallbackConfigAnyOfMethod: () => UpdateScheduledBotRequestBodyInputCallbackConfigAnyOfMethod,
  UpdateScheduledBotRequestBodyInputRecordingMode: () => UpdateScheduledBotRequestBodyInputRecordingMode,
  UpdateScheduledBotRequestBodyInputTranscriptionConfigAnyOfProvider: () => UpdateScheduledBotRequestBodyInputTranscriptionConfigAnyOfProvider,
  UpdateScheduledBotRequestBodyRecordingMode: () => UpdateScheduledBotRequestBodyRecordingMode,
  UpdateScheduledBotRequestBodyTranscriptionConfigAnyOfProvider: () => UpdateScheduledBotRequestBodyTranscriptionConfigAnyOfProvider,
  UpdateZoomCredential200DataCredentialType: () => UpdateZoomCredential200DataCredentialType,
  UpdateZoomCredential200DataState: () => UpdateZoomCredential200DataState
});

// src/generated/v2/schema/calendarWebhookConnectionCreatedDataCalendarPlatform.ts
var CalendarWebhookConnectionCreatedDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionCreatedDataStatus.ts
var CalendarWebhookConnectionCreatedDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/calendarWebhookConnectionCreatedInputDataCalendarPlatform.ts
var CalendarWebhookConnectionCreatedInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionCreatedInputDataStatus.ts
var CalendarWebhookConnectionCreatedInputDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/calendarWebhookConnectionDeletedDataCalendarPlatform.ts
var CalendarWebhookConnectionDeletedDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionDeletedInputDataCalendarPlatform.ts
var CalendarWebhookConnectionDeletedInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionUpdatedDataCalendarPlatform.ts
var CalendarWebhookConnectionUpdatedDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionUpdatedDataStatus.ts
var CalendarWebhookConnectionUpdatedDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/calendarWebhookConnectionUpdatedInputDataCalendarPlatform.ts
var CalendarWebhookConnectionUpdatedInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/calendarWebhookConnectionUpdatedInputDataStatus.ts
var CalendarWebhookConnectionUpdatedInputDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/calendarWebhookEventCancelledDataCancelledInstancesItemStatus.ts
var CalendarWebhookEventCancelledDataCancelledInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventCancelledDataEventType.ts
var CalendarWebhookEventCancelledDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventCancelledInputDataCancelledInstancesItemStatus.ts
var CalendarWebhookEventCancelledInputDataCancelledInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventCancelledInputDataEventType.ts
var CalendarWebhookEventCancelledInputDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventCreatedDataEventType.ts
var CalendarWebhookEventCreatedDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventCreatedDataInstancesItemStatus.ts
var CalendarWebhookEventCreatedDataInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventCreatedInputDataEventType.ts
var CalendarWebhookEventCreatedInputDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventCreatedInputDataInstancesItemStatus.ts
var CalendarWebhookEventCreatedInputDataInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventsSyncedDataEventsItemEventType.ts
var CalendarWebhookEventsSyncedDataEventsItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventsSyncedDataEventsItemInstancesItemStatus.ts
var CalendarWebhookEventsSyncedDataEventsItemInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventsSyncedInputDataEventsItemEventType.ts
var CalendarWebhookEventsSyncedInputDataEventsItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventsSyncedInputDataEventsItemInstancesItemStatus.ts
var CalendarWebhookEventsSyncedInputDataEventsItemInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventUpdatedDataAffectedInstancesItemStatus.ts
var CalendarWebhookEventUpdatedDataAffectedInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventUpdatedDataEventType.ts
var CalendarWebhookEventUpdatedDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/calendarWebhookEventUpdatedInputDataAffectedInstancesItemStatus.ts
var CalendarWebhookEventUpdatedInputDataAffectedInstancesItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/calendarWebhookEventUpdatedInputDataEventType.ts
var CalendarWebhookEventUpdatedInputDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/createBotRequestBodyInputCallbackConfigAnyOfMethod.ts
var CreateBotRequestBodyInputCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/createBotRequestBodyInputRecordingMode.ts
var CreateBotRequestBodyInputRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/createBotRequestBodyInputTranscriptionConfigAnyOfProvider.ts
var CreateBotRequestBodyInputTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/createCalendarBotRequestBodyAllOfCallbackConfigAnyOfMethod.ts
var CreateCalendarBotRequestBodyAllOfCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/createCalendarBotRequestBodyAllOfRecordingMode.ts
var CreateCalendarBotRequestBodyAllOfRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/createCalendarBotRequestBodyAllOfTranscriptionConfigAnyOfProvider.ts
var CreateCalendarBotRequestBodyAllOfTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/createCalendarBotRequestBodyInputAllOfCallbackConfigAnyOfMethod.ts
var CreateCalendarBotRequestBodyInputAllOfCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/createCalendarBotRequestBodyInputAllOfRecordingMode.ts
var CreateCalendarBotRequestBodyInputAllOfRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/createCalendarBotRequestBodyInputAllOfTranscriptionConfigAnyOfProvider.ts
var CreateCalendarBotRequestBodyInputAllOfTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/createCalendarConnectionRequestBodyCalendarPlatform.ts
var CreateCalendarConnectionRequestBodyCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/createCalendarConnectionRequestBodyInputCalendarPlatform.ts
var CreateCalendarConnectionRequestBodyInputCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/createCalendarConnectionResponseDataCalendarPlatform.ts
var CreateCalendarConnectionResponseDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/createCalendarConnectionResponseDataStatus.ts
var CreateCalendarConnectionResponseDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/createCalendarConnectionResponseInputDataCalendarPlatform.ts
var CreateCalendarConnectionResponseInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/createCalendarConnectionResponseInputDataStatus.ts
var CreateCalendarConnectionResponseInputDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/createZoomCredential201DataCredentialType.ts
var CreateZoomCredential201DataCredentialType = {
  app: "app",
  user: "user"
};

// src/generated/v2/schema/createZoomCredential201DataState.ts
var CreateZoomCredential201DataState = {
  active: "active",
  invalid: "invalid"
};

// src/generated/v2/schema/getBotDetailsResponseDataMeetingPlatform.ts
var GetBotDetailsResponseDataMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/getBotDetailsResponseDataRecordingMode.ts
var GetBotDetailsResponseDataRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/getBotDetailsResponseDataStatus.ts
var GetBotDetailsResponseDataStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/getBotDetailsResponseInputDataMeetingPlatform.ts
var GetBotDetailsResponseInputDataMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/getBotDetailsResponseInputDataRecordingMode.ts
var GetBotDetailsResponseInputDataRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/getBotDetailsResponseInputDataStatus.ts
var GetBotDetailsResponseInputDataStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/getBotStatusResponseDataStatus.ts
var GetBotStatusResponseDataStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/getBotStatusResponseDataTranscriptionStatus.ts
var GetBotStatusResponseDataTranscriptionStatus = {
  queued: "queued",
  processing: "processing",
  done: "done",
  error: "error",
  "not-applicable": "not-applicable",
  "not-started": "not-started"
};

// src/generated/v2/schema/getBotStatusResponseInputDataStatus.ts
var GetBotStatusResponseInputDataStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/getBotStatusResponseInputDataTranscriptionStatus.ts
var GetBotStatusResponseInputDataTranscriptionStatus = {
  queued: "queued",
  processing: "processing",
  done: "done",
  error: "error",
  "not-applicable": "not-applicable",
  "not-started": "not-started"
};

// src/generated/v2/schema/getCalendarDetailsResponseDataCalendarPlatform.ts
var GetCalendarDetailsResponseDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/getCalendarDetailsResponseDataStatus.ts
var GetCalendarDetailsResponseDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/getCalendarDetailsResponseInputDataCalendarPlatform.ts
var GetCalendarDetailsResponseInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/getCalendarDetailsResponseInputDataStatus.ts
var GetCalendarDetailsResponseInputDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/getEventDetailsResponseDataAttendeesAnyOfItemResponseStatus.ts
var GetEventDetailsResponseDataAttendeesAnyOfItemResponseStatus = {
  accepted: "accepted",
  declined: "declined",
  tentative: "tentative",
  needsAction: "needsAction"
};

// src/generated/v2/schema/getEventDetailsResponseDataCalendarPlatform.ts
var GetEventDetailsResponseDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/getEventDetailsResponseDataEventType.ts
var GetEventDetailsResponseDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/getEventDetailsResponseDataStatus.ts
var GetEventDetailsResponseDataStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/getEventDetailsResponseInputDataAttendeesAnyOfItemResponseStatus.ts
var GetEventDetailsResponseInputDataAttendeesAnyOfItemResponseStatus = {
  accepted: "accepted",
  declined: "declined",
  tentative: "tentative",
  needsAction: "needsAction"
};

// src/generated/v2/schema/getEventDetailsResponseInputDataCalendarPlatform.ts
var GetEventDetailsResponseInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/getEventDetailsResponseInputDataEventType.ts
var GetEventDetailsResponseInputDataEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/getEventDetailsResponseInputDataStatus.ts
var GetEventDetailsResponseInputDataStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/getScheduledBotResponseDataCallbackConfigAnyOfMethod.ts
var GetScheduledBotResponseDataCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/getScheduledBotResponseDataMeetingPlatform.ts
var GetScheduledBotResponseDataMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/getScheduledBotResponseDataRecordingMode.ts
var GetScheduledBotResponseDataRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/getScheduledBotResponseDataStatus.ts
var GetScheduledBotResponseDataStatus = {
  scheduled: "scheduled",
  cancelled: "cancelled",
  completed: "completed",
  failed: "failed"
};

// src/generated/v2/schema/getScheduledBotResponseDataTranscriptionConfigAnyOfProvider.ts
var GetScheduledBotResponseDataTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/getScheduledBotResponseInputDataCallbackConfigAnyOfMethod.ts
var GetScheduledBotResponseInputDataCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/getScheduledBotResponseInputDataMeetingPlatform.ts
var GetScheduledBotResponseInputDataMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/getScheduledBotResponseInputDataRecordingMode.ts
var GetScheduledBotResponseInputDataRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/getScheduledBotResponseInputDataStatus.ts
var GetScheduledBotResponseInputDataStatus = {
  scheduled: "scheduled",
  cancelled: "cancelled",
  completed: "completed",
  failed: "failed"
};

// src/generated/v2/schema/getScheduledBotResponseInputDataTranscriptionConfigAnyOfProvider.ts
var GetScheduledBotResponseInputDataTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/getZoomCredential200DataCredentialType.ts
var GetZoomCredential200DataCredentialType = {
  app: "app",
  user: "user"
};

// src/generated/v2/schema/getZoomCredential200DataState.ts
var GetZoomCredential200DataState = {
  active: "active",
  invalid: "invalid"
};

// src/generated/v2/schema/listBotsResponseDataItemMeetingPlatform.ts
var ListBotsResponseDataItemMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/listBotsResponseDataItemStatus.ts
var ListBotsResponseDataItemStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/listBotsResponseInputDataItemMeetingPlatform.ts
var ListBotsResponseInputDataItemMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/listBotsResponseInputDataItemStatus.ts
var ListBotsResponseInputDataItemStatus = {
  queued: "queued",
  transcribing: "transcribing",
  completed: "completed",
  failed: "failed",
  joining_call: "joining_call",
  in_waiting_room: "in_waiting_room",
  in_waiting_for_host: "in_waiting_for_host",
  in_call_not_recording: "in_call_not_recording",
  in_call_recording: "in_call_recording",
  recording_paused: "recording_paused",
  recording_resumed: "recording_resumed",
  call_ended: "call_ended",
  recording_succeeded: "recording_succeeded",
  recording_failed: "recording_failed",
  api_request_stop: "api_request_stop",
  bot_rejected: "bot_rejected",
  bot_removed: "bot_removed",
  bot_removed_too_early: "bot_removed_too_early",
  waiting_room_timeout: "waiting_room_timeout",
  invalid_meeting_url: "invalid_meeting_url",
  meeting_error: "meeting_error"
};

// src/generated/v2/schema/listCalendarsResponseDataItemCalendarPlatform.ts
var ListCalendarsResponseDataItemCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/listCalendarsResponseDataItemStatus.ts
var ListCalendarsResponseDataItemStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/listCalendarsResponseInputDataItemCalendarPlatform.ts
var ListCalendarsResponseInputDataItemCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/listCalendarsResponseInputDataItemStatus.ts
var ListCalendarsResponseInputDataItemStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/listEventSeriesResponseDataItemEventsItemStatus.ts
var ListEventSeriesResponseDataItemEventsItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/listEventSeriesResponseDataItemEventType.ts
var ListEventSeriesResponseDataItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/listEventSeriesResponseInputDataItemEventsItemStatus.ts
var ListEventSeriesResponseInputDataItemEventsItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/listEventSeriesResponseInputDataItemEventType.ts
var ListEventSeriesResponseInputDataItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/listEventsResponseDataItemEventType.ts
var ListEventsResponseDataItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/listEventsResponseDataItemStatus.ts
var ListEventsResponseDataItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/listEventsResponseInputDataItemEventType.ts
var ListEventsResponseInputDataItemEventType = {
  one_off: "one_off",
  recurring: "recurring"
};

// src/generated/v2/schema/listEventsResponseInputDataItemStatus.ts
var ListEventsResponseInputDataItemStatus = {
  confirmed: "confirmed",
  cancelled: "cancelled",
  tentative: "tentative"
};

// src/generated/v2/schema/listRawCalendarsRequestBodyCalendarPlatform.ts
var ListRawCalendarsRequestBodyCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/listRawCalendarsRequestBodyInputCalendarPlatform.ts
var ListRawCalendarsRequestBodyInputCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/listScheduledBotsResponseDataItemMeetingPlatform.ts
var ListScheduledBotsResponseDataItemMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/listScheduledBotsResponseDataItemStatus.ts
var ListScheduledBotsResponseDataItemStatus = {
  scheduled: "scheduled",
  cancelled: "cancelled",
  completed: "completed",
  failed: "failed"
};

// src/generated/v2/schema/listScheduledBotsResponseInputDataItemMeetingPlatform.ts
var ListScheduledBotsResponseInputDataItemMeetingPlatform = {
  zoom: "zoom",
  meet: "meet",
  teams: "teams"
};

// src/generated/v2/schema/listScheduledBotsResponseInputDataItemStatus.ts
var ListScheduledBotsResponseInputDataItemStatus = {
  scheduled: "scheduled",
  cancelled: "cancelled",
  completed: "completed",
  failed: "failed"
};

// src/generated/v2/schema/listZoomCredentials200DataItemCredentialType.ts
var ListZoomCredentials200DataItemCredentialType = {
  app: "app",
  user: "user"
};

// src/generated/v2/schema/listZoomCredentials200DataItemState.ts
var ListZoomCredentials200DataItemState = {
  active: "active",
  invalid: "invalid"
};

// src/generated/v2/schema/retryCallbackRequestBodyAnyOfMethod.ts
var RetryCallbackRequestBodyAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/retryCallbackRequestBodyInputAnyOfMethod.ts
var RetryCallbackRequestBodyInputAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyAllOfTwoCallbackConfigMethod.ts
var UpdateCalendarBotRequestBodyAllOfTwoCallbackConfigMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyAllOfTwoRecordingMode.ts
var UpdateCalendarBotRequestBodyAllOfTwoRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyAllOfTwoTranscriptionConfigProvider.ts
var UpdateCalendarBotRequestBodyAllOfTwoTranscriptionConfigProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyInputAllOfTwoCallbackConfigMethod.ts
var UpdateCalendarBotRequestBodyInputAllOfTwoCallbackConfigMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyInputAllOfTwoRecordingMode.ts
var UpdateCalendarBotRequestBodyInputAllOfTwoRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/updateCalendarBotRequestBodyInputAllOfTwoTranscriptionConfigProvider.ts
var UpdateCalendarBotRequestBodyInputAllOfTwoTranscriptionConfigProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/updateCalendarConnectionResponseDataCalendarPlatform.ts
var UpdateCalendarConnectionResponseDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/updateCalendarConnectionResponseDataStatus.ts
var UpdateCalendarConnectionResponseDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/updateCalendarConnectionResponseInputDataCalendarPlatform.ts
var UpdateCalendarConnectionResponseInputDataCalendarPlatform = {
  google: "google",
  microsoft: "microsoft"
};

// src/generated/v2/schema/updateCalendarConnectionResponseInputDataStatus.ts
var UpdateCalendarConnectionResponseInputDataStatus = {
  active: "active",
  error: "error",
  revoked: "revoked",
  permission_denied: "permission_denied"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyCallbackConfigAnyOfMethod.ts
var UpdateScheduledBotRequestBodyCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyInputCallbackConfigAnyOfMethod.ts
var UpdateScheduledBotRequestBodyInputCallbackConfigAnyOfMethod = {
  POST: "POST",
  PUT: "PUT"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyInputRecordingMode.ts
var UpdateScheduledBotRequestBodyInputRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyInputTranscriptionConfigAnyOfProvider.ts
var UpdateScheduledBotRequestBodyInputTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyRecordingMode.ts
var UpdateScheduledBotRequestBodyRecordingMode = {
  audio_only: "audio_only",
  speaker_view: "speaker_view",
  gallery_view: "gallery_view"
};

// src/generated/v2/schema/updateScheduledBotRequestBodyTranscriptionConfigAnyOfProvider.ts
var UpdateScheduledBotRequestBodyTranscriptionConfigAnyOfProvider = {
  gladia: "gladia"
};

// src/generated/v2/schema/updateZoomCredential200DataCredentialType.ts
var UpdateZoomCredential200DataCredentialType = {
  app: "app",
  user: "user"
};

// src/generated/v2/schema/updateZoomCredential200DataState.ts
var UpdateZoomCredential200DataState = {
  active: "active",
  invalid: "invalid"
};

// src/node/client-state.ts
var ClientState = class {
  constructor(config) {
    this.apiKey = config?.api_key ?? "";
    this.apiVersion = config?.api_version ?? "v1";
    this.baseUrl = config?.base_url ?? "https://api.meetingbaas.com";
    this.timeout = config?.timeout ?? 3e4;
  }
  getApiKey() {
    return this.apiKey;
  }
  getBaseUrl() {
    return this.baseUrl;
  }
  getApiVersion() {
    return this.apiVersion;
  }
  getOptions() {
    return {
      baseURL: this.baseUrl,
      headers: {
        "x-meeting-baas-api-key": this.apiKey,
        "Content-Type": "application/json"
      },
      timeout: this.timeout
    };
  }
};

// src/node/v1-methods.ts
var import_zod7 = __toESM(require("zod"));

// src/node/api.ts
async function apiWrapper(operation, schema, params, options) {
  try {
    if (!options.headers || !options.headers["x-meeting-baas-api-key"]) {
      return {
        success: false,
        error: new Error("Please configure the api key when creating the client")
      };
    }
    let validatedParams = params;
    if (schema) {
      const validationResult = schema.safeParse(params);
      if (!validationResult.success) {
        return {
          success: false,
          error: validationResult.error
        };
      }
      validatedParams = validationResult.data;
    }
    const response = await operation(validatedParams, options);
    return {
      success: true,
      data: response.data
    };
  } catch (error) {
    return {
      success: false,
      error: error instanceof Error ? error : new Error(String(error))
    };
  }
}
async function apiWrapperNoParams(operation, options) {
  try {
    if (!options.headers || !options.headers["x-meeting-baas-api-key"]) {
      return {
        success: false,
        error: new Error("Please configure the api key when creating the client")
      };
    }
    const response = await operation(options);
    return {
      success: true,
      data: response.data
    };
  } catch (error) {
    return {
      success: false,
      error: error instanceof Error ? error : new Error(String(error))
    };
  }
}
async function apiWrapperV2(operation, schema, params, options) {
  try {
    if (!options.headers || !options.headers["x-meeting-baas-api-key"]) {
      return {
        success: false,
        error: "Unauthorized",
        message: "Please configure the api key when creating the client",
        code: "MISSING_API_KEY",
        statusCode: 401,
        details: null
      };
    }
    let validatedParams = params;
    if (schema) {
      const validationResult = schema.safeParse(params);
      if (!validationResult.success) {
        return {
          success: false,
          error: "Bad Request",
          code: "VALIDATION_ERROR",
          statusCode: 400,
          message: "Validation failed",
          details: validationResult.error.message
        };
      }
      validatedParams = validationResult.data;
    }
    const response = await operation(validatedParams, options);
    return response.data;
  } catch (error) {
    if (error instanceof Error && "response" in error) {
      const axiosError = error;
      const responseData = axiosError.response?.data;
      if (responseData && typeof responseData === "object" && "success" in responseData && responseData.success === false && "error" in responseData && "code" in responseData && "statusCode" in responseData && "message" in responseData) {
        return responseData;
      }
      return {
        success: false,
        error: "Internal Server Error",
        code: "HTTP_ERROR",
        statusCode: axiosError.response?.status ?? 500,
        message: error.message,
        details: responseData ? JSON.stringify(responseData) : null
      };
    }
    return {
      success: false,
      error: "Internal Server Error",
      code: "UNKNOWN_ERROR",
      statusCode: 500,
      message: error instanceof Error ? error.message : String(error),
      details: null
    };
  }
}
async function apiWrapperV2NoParams(operation, options) {
  try {
    if (!options.headers || !options.headers["x-meeting-baas-api-key"]) {
      return {
        success: false,
        error: "Unauthorized",
        message: "Please configure the api key when creating the client",
        code: "MISSING_API_KEY",
        statusCode: 401,
        details: null
      };
    }
    const response = await operation(options);
    return response.data;
  } catch (error) {
    if (error instanceof Error && "response" in error) {
      const axiosError = error;
      const responseData = axiosError.response?.data;
      if (responseData && typeof responseData === "object" && "success" in responseData && responseData.success === false && "error" in responseData && "code" in responseData && "statusCode" in responseData && "message" in responseData) {
        return responseData;
      }
      return {
        success: false,
        error: "Internal Server Error",
        code: "HTTP_ERROR",
        statusCode: axiosError.response?.status ?? 500,
        message: error.message,
        details: responseData ? JSON.stringify(responseData) : null
      };
    }
    return {
      success: false,
      error: "Internal Server Error",
      code: "UNKNOWN_ERROR",
      statusCode: 500,
      message: error instanceof Error ? error.message : String(error),
      details: null
    };
  }
}
async function apiWrapperV2List(operation, schema, params, options) {
  try {
    if (!options.headers || !options.headers["x-meeting-baas-api-key"]) {
      return {
        success: false,
        error: "Unauthorized",
        code: "MISSING_API_KEY",
        statusCode: 401,
        message: "Please configure the api key when creating the client",
        details: null
      };
    }
    let validatedParams = params;
    if (schema) {
      const validationResult = schema.safeParse(params);
      if (!validationResult.success) {
        return {
          success: false,
          error: "Bad Request",
          message: "Validation failed",
          code: "VALIDATION_ERROR",
          statusCode: 400,
          details: validationResult.error.message
        };
      }
      validatedParams = validationResult.data;
    }
    const response = await operation(validatedParams, options);
    const apiResponse = response.data;
    if (!apiResponse.success) {
      return apiResponse;
    }
    return {
      success: true,
      data: apiResponse.data,
      cursor: apiResponse.cursor,
      prev_cursor: apiResponse.prev_cursor
    };
  } catch (error) {
    if (error instanceof Error && "response" in error) {
      const axiosError = error;
      const responseData = axiosError.response?.data;
      if (responseData && typeof responseData === "object" && "success" in responseData && responseData.success === false && "error" in responseData && "code" in responseData && "statusCode" in responseData) {
        return responseData;
      }
      return {
        success: false,
        error: "Internal Server Error",
        code: "HTTP_ERROR",
        statusCode: axiosError.response?.status ?? 500,
        message: error.message,
        details: responseData ? JSON.stringify(responseData) : null
      };
    }
    return {
      success: false,
      error: "Internal Server Error",
      code: "UNKNOWN_ERROR",
      statusCode: 500,
      message: error instanceof Error ? error.message : String(error),
      details: null
    };
  }
}

// src/node/v1-methods.ts
function createV1Methods(state) {
  return {
    /**
     * Have a bot join a meeting, now or in the future
     * @param params - The parameters for the join meeting request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/join)
     * @returns The response from the join meeting request
     */
    async joinMeeting(params) {
      const { join: join2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { joinBody: joinBody2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(join2, joinBody2, params, state.getOptions());
    },
    /**
     * Have a bot leave a meeting
     * @param params - The parameters for the leave meeting request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/leave)
     * @returns The response from the leave meeting request
     */
    async leaveMeeting(params) {
      const { leave: leave2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { leaveParams: leaveParams2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(
        (params2, options) => leave2(params2.uuid, options),
        leaveParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Get meeting recording and metadata
     * @param params - The parameters for the get meeting data request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/get_meeting_data)
     * @returns The response from the get meeting data request
     */
    async getMeetingData(params) {
      const { getMeetingData: getMeetingDataApi } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { getMeetingDataQueryParams: getMeetingDataQueryParams2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(getMeetingDataApi, getMeetingDataQueryParams2, params, state.getOptions());
    },
    /**
     * Delete bot data
     * @param params - The parameters for the delete bot data request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/delete_data)
     * @returns The response from the delete bot data request
     */
    async deleteBotData(params) {
      const { deleteData: deleteData2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { deleteDataParams: deleteDataParams2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(
        (params2, options) => deleteData2(params2.uuid, options),
        deleteDataParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Retrieves a paginated list of the user's bots with essential metadata, including IDs, names, and meeting details. Supports filtering, sorting, and advanced querying options.
     * @param params - The parameters for the list bots with metadata request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/bots_with_metadata)
     * @returns The response from the list bots with metadata request
     */
    async listBots(params) {
      const { botsWithMetadata: botsWithMetadata2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { botsWithMetadataQueryParams: botsWithMetadataQueryParams2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(
        botsWithMetadata2,
        botsWithMetadataQueryParams2,
        params ?? {},
        state.getOptions()
      );
    },
    /**
     * Transcribe or retranscribe a bot's audio using the Default or your provided Speech to Text Provider
     * @param params - The parameters for the retranscribe bot request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/retranscribe_bot)
     * @returns The response from the retranscribe bot request
     */
    async retranscribeBot(params) {
      const { retranscribeBot: retranscribeBotApi } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { retranscribeBotBody: retranscribeBotBody2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(retranscribeBotApi, retranscribeBotBody2, params, state.getOptions());
    },
    /**
     * Retrieves screenshots captured during the bot's session before it joins a meeting
     * @param params - The parameters for the get screenshots request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/get_screenshots)
     * @returns The response from the get screenshots request
     */
    async getScreenshots(params) {
      const { getScreenshots: getScreenshotsApi } = await Promise.resolve().then(() => (init_default(), default_exports));
      const { getScreenshotsParams: getScreenshotsParams2 } = await Promise.resolve().then(() => (init_default_zod(), default_zod_exports));
      return apiWrapper(
        (params2, options) => getScreenshotsApi(params2.uuid, options),
        getScreenshotsParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Integrates a new calendar with the system using OAuth credentials. This endpoint establishes a connection with the calendar provider (Google, Microsoft), sets up webhook notifications for real-time updates, and performs an initial sync of all calendar events. It requires OAuth credentials (client ID, client secret, and refresh token) and the platform type. Once created, the calendar is assigned a unique UUID that should be used for all subsequent operations. Returns the newly created calendar object with all integration details.
     * @param params - The parameters for the create calendar request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/create_calendar)
     * @returns The response from the create calendar request
     */
    async createCalendar(params) {
      const { createCalendar: createCalendarApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { createCalendarBody: createCalendarBody2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(createCalendarApi, createCalendarBody2, params, state.getOptions());
    },
    /**
     * Retrieves all calendars that have been integrated with the system for the authenticated user. Returns a list of calendars with their names, email addresses, provider information, and sync status. This endpoint shows only calendars that have been formally connected through the create_calendar endpoint, not all available calendars from the provider.
     * @returns The response from the list calendars request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/list_calendars)
     */
    async listCalendars() {
      const { listCalendars: listCalendarsApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      return apiWrapperNoParams(listCalendarsApi, state.getOptions());
    },
    /**
     * Retrieves detailed information about a specific calendar integration by its UUID. Returns comprehensive calendar data including the calendar name, email address, provider details (Google, Microsoft), sync status, and other metadata. This endpoint is useful for displaying calendar information to users or verifying the status of a calendar integration before performing operations on its events.
     * @param params - The parameters for the get calendar request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/get_calendar)
     * @returns The response from the get calendar request
     */
    async getCalendar(params) {
      const { getCalendar: getCalendarApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { getCalendarParams: getCalendarParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => getCalendarApi(params2.uuid, options),
        getCalendarParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Updates a calendar integration with new credentials or platform while maintaining the same UUID. This operation is performed as an atomic transaction to ensure data integrity. The system automatically unschedules existing bots to prevent duplicates, updates the calendar credentials, and triggers a full resync of all events. Useful when OAuth tokens need to be refreshed or when migrating a calendar between providers. Returns the updated calendar object with its new configuration.
     * @param params - The parameters for the update calendar request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/update_calendar)
     * @returns The response from the update calendar request
     */
    async updateCalendar(params) {
      const { updateCalendar: updateCalendarApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { updateCalendarParams: updateCalendarParams2, updateCalendarBody: updateCalendarBody2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => updateCalendarApi(params2.uuid, params2.body, options),
        import_zod7.default.object({
          uuid: updateCalendarParams2.shape.uuid,
          body: updateCalendarBody2
        }),
        params,
        state.getOptions()
      );
    },
    /**
     * Permanently removes a calendar integration by its UUID, including all associated events and bot configurations. This operation cancels any active subscriptions with the calendar provider, stops all webhook notifications, and unschedules any pending recordings. All related resources are cleaned up in the database. This action cannot be undone, and subsequent requests to this calendar's UUID will return 404 Not Found errors.
     * @param params - The parameters for the delete calendar request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/delete_calendar)
     * @returns The response from the delete calendar request
     */
    async deleteCalendar(params) {
      const { deleteCalendar: deleteCalendarApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { deleteCalendarParams: deleteCalendarParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => deleteCalendarApi(params2.uuid, options),
        deleteCalendarParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Retrieves comprehensive details about a specific calendar event by its UUID. Returns complete event information including title, meeting link, start and end times, organizer status, recurrence information, and the full list of attendees with their names and email addresses. Also includes any associated bot parameters if recording is scheduled for this event. The raw calendar data from the provider is also included for advanced use cases.
     * @param params - The parameters for the get calendar event request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/get_event)
     * @returns The response from the get calendar event request
     */
    async getCalendarEvent(params) {
      const { getEvent: getEvent2 } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { getEventParams: getEventParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => getEvent2(params2.uuid, options),
        getEventParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Configures a bot to automatically join and record a specific calendar event at its scheduled time. The request body contains detailed bot configuration, including recording options, streaming settings, and webhook notification URLs. For recurring events, the 'all_occurrences' parameter can be set to true to schedule recording for all instances of the recurring series, or false (default) to schedule only the specific instance. Returns the updated event(s) with the bot parameters attached.
     * @param params - The parameters for the schedule calendar record event request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/schedule_record_event)
     * @returns The response from the schedule calendar record event request
     */
    async scheduleCalendarRecordEvent(params) {
      const { scheduleRecordEvent: scheduleRecordEvent2 } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { scheduleRecordEventBody: scheduleRecordEventBody2, scheduleRecordEventQueryParams: scheduleRecordEventQueryParams2, scheduleRecordEventParams: scheduleRecordEventParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => scheduleRecordEvent2(params2.uuid, params2.body, params2.query, options),
        import_zod7.default.object({
          uuid: scheduleRecordEventParams2.shape.uuid,
          query: scheduleRecordEventQueryParams2.optional(),
          body: scheduleRecordEventBody2
        }),
        params,
        state.getOptions()
      );
    },
    /**
     * Cancels a previously scheduled recording for a calendar event and releases associated bot resources. For recurring events, the 'all_occurrences' parameter controls whether to unschedule from all instances of the recurring series or just the specific occurrence. This operation is idempotent and will not error if no bot was scheduled. Returns the updated event(s) with the bot parameters removed.
     * @param params - The parameters for the unschedule calendar record event request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/unschedule_record_event)
     * @returns The response from the unschedule calendar record event request
     */
    async unscheduleCalendarRecordEvent(params) {
      const { unscheduleRecordEvent: unscheduleRecordEvent2 } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { unscheduleRecordEventQueryParams: unscheduleRecordEventQueryParams2, unscheduleRecordEventParams: unscheduleRecordEventParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => unscheduleRecordEvent2(params2.uuid, params2.query, options),
        import_zod7.default.object({
          uuid: unscheduleRecordEventParams2.shape.uuid,
          query: unscheduleRecordEventQueryParams2.optional()
        }),
        params,
        state.getOptions()
      );
    },
    /**
     * Updates the configuration of a bot already scheduled to record an event. Allows modification of recording settings, webhook URLs, and other bot parameters without canceling and recreating the scheduled recording. For recurring events, the 'all_occurrences' parameter determines whether changes apply to all instances or just the specific occurrence. Returns the updated event(s) with the modified bot parameters.
     * @param params - The parameters for the patch bot request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/patch_bot)
     * @returns The response from the patch bot request
     */
    async patchBot(params) {
      const { patchBot: patchBotApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { patchBotBody: patchBotBody2, patchBotQueryParams: patchBotQueryParams2, patchBotParams: patchBotParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        (params2, options) => patchBotApi(params2.uuid, params2.body, params2.query, options),
        import_zod7.default.object({
          uuid: patchBotParams2.shape.uuid,
          query: patchBotQueryParams2.optional(),
          body: patchBotBody2
        }),
        params,
        state.getOptions()
      );
    },
    /**
     * Retrieves a paginated list of calendar events with comprehensive filtering options. Supports filtering by organizer email, attendee email, date ranges (start_date_gte, start_date_lte), and event status. Results can be limited to upcoming events (default), past events, or all events. Each event includes full details such as meeting links, participants, and recording status. The response includes a 'next' pagination cursor for retrieving additional results.
     * @param params - The parameters for the list calendar events request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/list_events)
     * @returns The response from the list calendar events request
     */
    async listCalendarEvents(query) {
      const { listEvents: listEvents3 } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { listEventsQueryParams: listEventsQueryParams3 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(listEvents3, listEventsQueryParams3, query, state.getOptions());
    },
    /**
     * Retrieves the full documentation for the webhook events that Meeting BaaS sends to your webhook URL. This includes all event types, their payload structures, and any additional metadata. Useful for developers to understand and integrate webhook functionality into their applications.
     * @returns The response from the get webhook documentation request
     */
    async getWebhookDocumentation() {
      const { webhookDocumentation: webhookDocumentation2 } = await Promise.resolve().then(() => (init_webhooks(), webhooks_exports));
      return apiWrapperNoParams(webhookDocumentation2, state.getOptions());
    },
    /**
     * Retrieves the full documentation for the webhook events that Meeting BaaS sends to your webhook URL for a specific bot. This includes all event types, their payload structures, and any additional metadata. Useful for developers to understand and integrate webhook functionality into their applications.
     * @returns The response from the get bot webhook documentation request
     */
    async getBotWebhookDocumentation() {
      const { botWebhookDocumentation: botWebhookDocumentation2 } = await Promise.resolve().then(() => (init_webhooks(), webhooks_exports));
      return apiWrapperNoParams(botWebhookDocumentation2, state.getOptions());
    },
    /**
     * Retrieves the full documentation for the webhook events that Meeting BaaS sends to your webhook URL for a specific calendar. This includes all event types, their payload structures, and any additional metadata. Useful for developers to understand and integrate webhook functionality into their applications.
     * @returns The response from the get calendar webhook documentation request
     */
    async getCalendarWebhookDocumentation() {
      const { calendarWebhookDocumentation: calendarWebhookDocumentation2 } = await Promise.resolve().then(() => (init_webhooks(), webhooks_exports));
      return apiWrapperNoParams(calendarWebhookDocumentation2, state.getOptions());
    },
    /**
     * Triggers a full resync of all calendar events for all integrated calendars. This operation is useful when you need to ensure that all calendar data is up-to-date in the system. It will re-fetch all events from the calendar providers and update the system's internal state. Returns a response indicating the status of the resync operation.
     * @returns The response from the resync all calendars request
     */
    async resyncAllCalendars(query) {
      const { resyncAllCalendars: resyncAllCalendars2 } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { resyncAllCalendarsQueryParams: resyncAllCalendarsQueryParams2 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(
        resyncAllCalendars2,
        resyncAllCalendarsQueryParams2,
        query ?? {},
        state.getOptions()
      );
    },
    /**
     * Retrieves unprocessed calendar data directly from the provider (Google, Microsoft) using provided OAuth credentials. This endpoint is typically used during the initial setup process to allow users to select which calendars to integrate. Returns a list of available calendars with their unique IDs, email addresses, and primary status. This data is not persisted until a calendar is formally created using the create_calendar endpoint.
     * @param params - The parameters for the list raw calendars request. Learn more about the request body [here](https://docs.meetingbaas.com/api/reference/calendars/list_raw_calendars)
     * @returns The response from the list raw calendars request
     */
    async listRawCalendars(params) {
      const { listRawCalendars: listRawCalendarsApi } = await Promise.resolve().then(() => (init_calendars(), calendars_exports));
      const { listRawCalendarsBody: listRawCalendarsBody3 } = await Promise.resolve().then(() => (init_calendars_zod(), calendars_zod_exports));
      return apiWrapper(listRawCalendarsApi, listRawCalendarsBody3, params, state.getOptions());
    },
    /**
     * Retrieves all Zoom OAuth connections associated with the authenticated account. Each connection represents a Zoom user who has authorized your app via OAuth. Use this to display connected users or to find the `zoom_user_id` needed for the `zoom_obf_token_user_id` bot parameter.
     * @returns The response from the list Zoom OAuth connections request
     */
    async listZoomOauthConnections() {
      const { listZoomOauthConnections: listZoomOauthConnectionsApi } = await Promise.resolve().then(() => (init_zoom_oauth(), zoom_oauth_exports));
      return apiWrapperNoParams(listZoomOauthConnectionsApi, state.getOptions());
    },
    /**
     * Exchanges a Zoom OAuth authorization code for access and refresh tokens, retrieves the Zoom user's profile, and stores the connection for managed OBF token generation. Once stored, you can reference this connection's `zoom_user_id` as the `zoom_obf_token_user_id` parameter when creating a bot.
     * @param params - The parameters for the create Zoom OAuth connection request
     * @returns The response from the create Zoom OAuth connection request
     */
    async createZoomOauthConnection(params) {
      const { createZoomOauthConnection: createZoomOauthConnectionApi } = await Promise.resolve().then(() => (init_zoom_oauth(), zoom_oauth_exports));
      const { createZoomOauthConnectionBody: createZoomOauthConnectionBody2 } = await Promise.resolve().then(() => (init_zoom_oauth_zod(), zoom_oauth_zod_exports));
      return apiWrapper(
        createZoomOauthConnectionApi,
        createZoomOauthConnectionBody2,
        params,
        state.getOptions()
      );
    },
    /**
     * Retrieves a specific Zoom OAuth connection by its UUID. Returns the connection details including the Zoom user ID, account ID, connection state, and granted scopes.
     * @param params - The parameters for the get Zoom OAuth connection request
     * @returns The response from the get Zoom OAuth connection request
     */
    async getZoomOauthConnection(params) {
      const { getZoomOauthConnection: getZoomOauthConnectionApi } = await Promise.resolve().then(() => (init_zoom_oauth(), zoom_oauth_exports));
      const { getZoomOauthConnectionParams: getZoomOauthConnectionParams2 } = await Promise.resolve().then(() => (init_zoom_oauth_zod(), zoom_oauth_zod_exports));
      return apiWrapper(
        (params2, options) => getZoomOauthConnectionApi(params2.uuid, options),
        getZoomOauthConnectionParams2,
        params,
        state.getOptions()
      );
    },
    /**
     * Permanently deletes a Zoom OAuth connection by its UUID, removing all stored tokens. After deletion, bots using this connection's `zoom_user_id` as `zoom_obf_token_user_id` will no longer be able to automatically fetch OBF tokens.
     * @param params - The parameters for the delete Zoom OAuth connection request
     * @returns The response from the delete Zoom OAuth connection request
     */
    async deleteZoomOauthConnection(params) {
      const { deleteZoomOauthConnection: deleteZoomOauthConnectionApi } = await Promise.resolve().then(() => (init_zoom_oauth(), zoom_oauth_exports));
      const { deleteZoomOauthConnectionParams: deleteZoomOauthConnectionParams2 } = await Promise.resolve().then(() => (init_zoom_oauth_zod(), zoom_oauth_zod_exports));
      return apiWrapper(
        (params2, options) => deleteZoomOauthConnectionApi(params2.uuid, options),
        deleteZoomOauthConnectionParams2,
        params,
        state.getOptions()
      );
    },
    getApiKey() {
      return state.getApiKey();
    },
    getBaseUrl() {
      return state.getBaseUrl();
    }
  };
}

// src/node/v2-methods.ts
var import_zod9 = __toESM(require("zod"));
function createV2Methods(state) {
  return {
    // Bot methods
    async createBot(params) {
      const { createBot: createBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { createBotBody: createBotBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        createBotApi,
        createBotBody2,
        params,
        state.getOptions()
      );
    },
    async batchCreateBots(params) {
      const { batchCreateBots: batchCreateBotsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { batchCreateBotsBody: batchCreateBotsBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        batchCreateBotsApi,
        batchCreateBotsBody2,
        params,
        state.getOptions()
      );
    },
    async listBots(params) {
      const { listBots: listBotsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { listBotsQueryParams: listBotsQueryParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      const paramsWithDefaults = params ? { limit: 50, ...params } : { limit: 50 };
      return apiWrapperV2List(
        listBotsApi,
        listBotsQueryParams2,
        paramsWithDefaults,
        state.getOptions()
      );
    },
    async getBotDetails(params) {
      const { getBotDetails: getBotDetailsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { getBotDetailsParams: getBotDetailsParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => getBotDetailsApi(params2.bot_id, options),
        getBotDetailsParams2,
        params,
        state.getOptions()
      );
    },
    async getBotStatus(params) {
      const { getBotStatus: getBotStatusApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { getBotStatusParams: getBotStatusParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => getBotStatusApi(params2.bot_id, options),
        getBotStatusParams2,
        params,
        state.getOptions()
      );
    },
    async getBotScreenshots(params) {
      const { getBotScreenshots: getBotScreenshotsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { getBotScreenshotsParams: getBotScreenshotsParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2List(
        (params2, options) => getBotScreenshotsApi(
          params2.bot_id,
          { limit: params2.limit, cursor: params2.cursor },
          options
        ),
        import_zod9.default.object({
          bot_id: getBotScreenshotsParams2.shape.bot_id,
          limit: import_zod9.default.number().optional(),
          cursor: import_zod9.default.string().nullable().optional()
        }),
        params,
        state.getOptions()
      );
    },
    async leaveBot(params) {
      const { leaveBot: leaveBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { leaveBotParams: leaveBotParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => leaveBotApi(params2.bot_id, options),
        leaveBotParams2,
        params,
        state.getOptions()
      );
    },
    async deleteBotData(params) {
      const { deleteBotData: deleteBotDataApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { deleteBotDataParams: deleteBotDataParams2, deleteBotDataQueryParams: deleteBotDataQueryParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => deleteBotDataApi(
          params2.bot_id,
          { delete_from_provider: params2.delete_from_provider },
          options
        ),
        import_zod9.default.object({
          bot_id: deleteBotDataParams2.shape.bot_id,
          delete_from_provider: deleteBotDataQueryParams2.shape.delete_from_provider.optional()
        }),
        params,
        state.getOptions()
      );
    },
    async resendFinalWebhook(params) {
      const { resendFinalWebhook: resendFinalWebhookApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { resendFinalWebhookParams: resendFinalWebhookParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => resendFinalWebhookApi(params2.bot_id, options),
        resendFinalWebhookParams2,
        params,
        state.getOptions()
      );
    },
    async retryCallback(params) {
      const { retryCallback: retryCallbackApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { retryCallbackParams: retryCallbackParams2, retryCallbackBody: retryCallbackBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => retryCallbackApi(params2.bot_id, params2.callbackConfig ?? null, options),
        import_zod9.default.object({
          bot_id: retryCallbackParams2.shape.bot_id,
          callbackConfig: retryCallbackBody2.optional()
        }),
        params,
        state.getOptions()
      );
    },
    async updateBotConfig(params) {
      const { updateBotConfig: updateBotConfigApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { updateBotConfigParams: updateBotConfigParams2, updateBotConfigBody: updateBotConfigBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => updateBotConfigApi(params2.bot_id, params2.body, options),
        import_zod9.default.object({
          bot_id: updateBotConfigParams2.shape.bot_id,
          body: updateBotConfigBody2
        }),
        params,
        state.getOptions()
      );
    },
    // Scheduled bot methods
    async createScheduledBot(params) {
      const { createScheduledBot: createScheduledBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { createScheduledBotBody: createScheduledBotBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        createScheduledBotApi,
        createScheduledBotBody2,
        params,
        state.getOptions()
      );
    },
    async batchCreateScheduledBots(params) {
      const { batchCreateScheduledBots: batchCreateScheduledBotsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { batchCreateScheduledBotsBody: batchCreateScheduledBotsBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        batchCreateScheduledBotsApi,
        batchCreateScheduledBotsBody2,
        params,
        state.getOptions()
      );
    },
    async listScheduledBots(params) {
      const { listScheduledBots: listScheduledBotsApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { listScheduledBotsQueryParams: listScheduledBotsQueryParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2List(
        listScheduledBotsApi,
        listScheduledBotsQueryParams2,
        params ?? { limit: 50 },
        state.getOptions()
      );
    },
    async getScheduledBot(params) {
      const { getScheduledBotDetails: getScheduledBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { getScheduledBotDetailsParams: getScheduledBotDetailsParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => getScheduledBotApi(params2.bot_id, options),
        getScheduledBotDetailsParams2,
        params,
        state.getOptions()
      );
    },
    async updateScheduledBot(params) {
      const { updateScheduledBot: updateScheduledBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { updateScheduledBotParams: updateScheduledBotParams2, updateScheduledBotBody: updateScheduledBotBody2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => updateScheduledBotApi(params2.bot_id, params2.body, options),
        import_zod9.default.object({
          bot_id: updateScheduledBotParams2.shape.bot_id,
          body: updateScheduledBotBody2
        }),
        params,
        state.getOptions()
      );
    },
    async deleteScheduledBot(params) {
      const { deleteScheduledBot: deleteScheduledBotApi } = await Promise.resolve().then(() => (init_bots(), bots_exports));
      const { deleteScheduledBotParams: deleteScheduledBotParams2 } = await Promise.resolve().then(() => (init_bots_zod(), bots_zod_exports));
      return apiWrapperV2(
        (params2, options) => deleteScheduledBotApi(params2.bot_id, options),
        deleteScheduledBotParams2,
        params,
        state.getOptions()
      );
    },
    // Calendar methods
    async listRawCalendars(params) {
      const { listRawCalendars: listRawCalendarsApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { listRawCalendarsBody: listRawCalendarsBody3 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        listRawCalendarsApi,
        listRawCalendarsBody3,
        params,
        state.getOptions()
      );
    },
    async createCalendarConnection(params) {
      const { createCalendarConnection: createCalendarConnectionApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { createCalendarConnectionBody: createCalendarConnectionBody2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(createCalendarConnectionApi, createCalendarConnectionBody2, params, state.getOptions());
    },
    async listCalendars(params) {
      const { listCalendars: listCalendarsApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { listCalendarsQueryParams: listCalendarsQueryParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      const paramsWithDefaults = params ? { limit: 50, ...params } : { limit: 50 };
      return apiWrapperV2List(
        listCalendarsApi,
        listCalendarsQueryParams2,
        paramsWithDefaults,
        state.getOptions()
      );
    },
    async getCalendarDetails(params) {
      const { getCalendarDetails: getCalendarDetailsApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { getCalendarDetailsParams: getCalendarDetailsParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => getCalendarDetailsApi(params2.calendar_id, options),
        getCalendarDetailsParams2,
        params,
        state.getOptions()
      );
    },
    async updateCalendarConnection(params) {
      const { updateCalendarConnection: updateCalendarConnectionApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { updateCalendarConnectionParams: updateCalendarConnectionParams2, updateCalendarConnectionBody: updateCalendarConnectionBody2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => updateCalendarConnectionApi(params2.calendar_id, params2.body, options),
        import_zod9.default.object({
          calendar_id: updateCalendarConnectionParams2.shape.calendar_id,
          body: updateCalendarConnectionBody2
        }),
        params,
        state.getOptions()
      );
    },
    async deleteCalendarConnection(params) {
      const { deleteCalendarConnection: deleteCalendarConnectionApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { deleteCalendarConnectionParams: deleteCalendarConnectionParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => deleteCalendarConnectionApi(params2.calendar_id, options),
        deleteCalendarConnectionParams2,
        params,
        state.getOptions()
      );
    },
    async syncCalendar(params) {
      const { syncCalendar: syncCalendarApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { syncCalendarParams: syncCalendarParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => syncCalendarApi(params2.calendar_id, options),
        syncCalendarParams2,
        params,
        state.getOptions()
      );
    },
    async resubscribeCalendar(params) {
      const { resubscribeCalendar: resubscribeCalendarApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { resubscribeCalendarParams: resubscribeCalendarParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => resubscribeCalendarApi(params2.calendar_id, options),
        resubscribeCalendarParams2,
        params,
        state.getOptions()
      );
    },
    async listEvents(params) {
      const { listEvents: listEventsApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { listEventsParams: listEventsParamsSchema, listEventsQueryParams: listEventsQueryParams3 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2List(
        (params2, options) => listEventsApi(
          params2.calendar_id,
          params2.query ?? { limit: 50, show_cancelled: true },
          options
        ),
        import_zod9.default.object({
          calendar_id: listEventsParamsSchema.shape.calendar_id,
          query: listEventsQueryParams3.optional()
        }),
        params,
        state.getOptions()
      );
    },
    async listEventSeries(params) {
      const { listEventSeries: listEventSeriesApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { listEventSeriesParams: listEventSeriesParamsSchema, listEventSeriesQueryParams: listEventSeriesQueryParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2List(
        (params2, options) => listEventSeriesApi(
          params2.calendar_id,
          params2.query ?? { limit: 50, show_cancelled: true },
          options
        ),
        import_zod9.default.object({
          calendar_id: listEventSeriesParamsSchema.shape.calendar_id,
          query: listEventSeriesQueryParams2.optional()
        }),
        params,
        state.getOptions()
      );
    },
    async getEventDetails(params) {
      const { getEventDetails: getEventDetailsApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { getEventDetailsParams: getEventDetailsParams2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => getEventDetailsApi(params2.calendar_id, params2.event_id, options),
        getEventDetailsParams2,
        params,
        state.getOptions()
      );
    },
    async createCalendarBot(params) {
      const { createCalendarBot: createCalendarBotApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { createCalendarBotParams: createCalendarBotParams2, createCalendarBotBody: createCalendarBotBody2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      return apiWrapperV2(
        (params2, options) => createCalendarBotApi(params2.calendar_id, params2.body, options),
        import_zod9.default.object({
          calendar_id: createCalendarBotParams2.shape.calendar_id,
          body: createCalendarBotBody2
        }),
        params,
        state.getOptions()
      );
    },
    async updateCalendarBot(params) {
      const { updateCalendarBot: updateCalendarBotApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { updateCalendarBotParams: updateCalendarBotParams2, updateCalendarBotBody: updateCalendarBotBody2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      const bodyWithEventId = {
        ...params.body,
        event_id: params.event_id
      };
      return apiWrapperV2(
        (params2, options) => updateCalendarBotApi(params2.calendar_id, params2.body, options),
        import_zod9.default.object({
          calendar_id: updateCalendarBotParams2.shape.calendar_id,
          body: updateCalendarBotBody2
        }),
        { calendar_id: params.calendar_id, body: bodyWithEventId },
        state.getOptions()
      );
    },
    async deleteCalendarBot(params) {
      const { deleteCalendarBot: deleteCalendarBotApi } = await Promise.resolve().then(() => (init_calendars2(), calendars_exports2));
      const { deleteCalendarBotParams: deleteCalendarBotParams2, deleteCalendarBotBody: deleteCalendarBotBody2 } = await Promise.resolve().then(() => (init_calendars_zod2(), calendars_zod_exports2));
      const body = {
        event_id: params.event_id,
        all_occurrences: false,
        series_id: "00000000-0000-0000-0000-000000000000"
        // Placeholder UUID since series_id is required
      };
      return apiWrapperV2(
        (params2, options) => deleteCalendarBotApi(params2.calendar_id, params2.body, options),
        import_zod9.default.object({
          calendar_id: deleteCalendarBotParams2.shape.calendar_id,
          body: deleteCalendarBotBody2
        }),
        { calendar_id: params.calendar_id, body },
        state.getOptions()
      );
    },
    // Zoom credentials methods
    async createZoomCredential(params) {
      const { createZoomCredential: createZoomCredentialApi } = await Promise.resolve().then(() => (init_zoom_credentials(), zoom_credentials_exports));
      const { createZoomCredentialBody: createZoomCredentialBody2 } = await Promise.resolve().then(() => (init_zoom_credentials_zod(), zoom_credentials_zod_exports));
      return apiWrapperV2(
        createZoomCredentialApi,
        createZoomCredentialBody2,
        params,
        state.getOptions()
      );
    },
    async listZoomCredentials() {
      const { listZoomCredentials: listZoomCredentialsApi } = await Promise.resolve().then(() => (init_zoom_credentials(), zoom_credentials_exports));
      return apiWrapperV2NoParams(listZoomCredentialsApi, state.getOptions());
    },
    async getZoomCredential(params) {
      const { getZoomCredential: getZoomCredentialApi } = await Promise.resolve().then(() => (init_zoom_credentials(), zoom_credentials_exports));
      const { getZoomCredentialParams: getZoomCredentialParams2 } = await Promise.resolve().then(() => (init_zoom_credentials_zod(), zoom_credentials_zod_exports));
      return apiWrapperV2(
        (params2, options) => getZoomCredentialApi(params2.id, options),
        getZoomCredentialParams2,
        params,
        state.getOptions()
      );
    },
    async updateZoomCredential(params) {
      const { updateZoomCredential: updateZoomCredentialApi } = await Promise.resolve().then(() => (init_zoom_credentials(), zoom_credentials_exports));
      const { updateZoomCredentialParams: updateZoomCredentialParams2, updateZoomCredentialBody: updateZoomCredentialBody2 } = await Promise.resolve().then(() => (init_zoom_credentials_zod(), zoom_credentials_zod_exports));
      return apiWrapperV2(
        (params2, options) => updateZoomCredentialApi(params2.id, params2.body, options),
        import_zod9.default.object({
          id: updateZoomCredentialParams2.shape.id,
          body: updateZoomCredentialBody2
        }),
        params,
        state.getOptions()
      );
    },
    async deleteZoomCredential(params) {
      const { deleteZoomCredential: deleteZoomCredentialApi } = await Promise.resolve().then(() => (init_zoom_credentials(), zoom_credentials_exports));
      const { deleteZoomCredentialParams: deleteZoomCredentialParams2 } = await Promise.resolve().then(() => (init_zoom_credentials_zod(), zoom_credentials_zod_exports));
      return apiWrapperV2(
        (params2, options) => deleteZoomCredentialApi(params2.id, options),
        deleteZoomCredentialParams2,
        params,
        state.getOptions()
      );
    },
    getApiKey() {
      return state.getApiKey();
    },
    getBaseUrl() {
      return state.getBaseUrl();
    }
  };
}

// src/node/client.ts
function createBaasClient(config) {
  const state = new ClientState(config);
  const apiVersion = config.api_version ?? "v1";
  if (apiVersion === "v2") {
    return createV2Methods(state);
  }
  return createV1Methods(state);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AudioFrequency,
  DeleteStatus,
  Provider,
  RecordingMode,
  SpeechToTextProvider,
  UserReportedErrorStatus,
  V2,
  V2Zod,
  V2ZodCalendars,
  botWebhookDocumentationResponse,
  botsWithMetadataQueryLimitDefault,
  botsWithMetadataQueryParams,
  botsWithMetadataResponse,
  botsWithMetadataResponseLastUpdatedDefault,
  calendarWebhookDocumentationResponse,
  createBaasClient,
  createCalendarBody,
  createCalendarResponse,
  deleteCalendarParams,
  deleteDataParams,
  deleteDataResponse,
  getCalendarParams,
  getCalendarResponse,
  getEventParams,
  getEventResponse,
  getMeetingDataQueryIncludeTranscriptsDefault,
  getMeetingDataQueryParams,
  getMeetingDataResponse,
  getScreenshotsParams,
  getScreenshotsResponse,
  getScreenshotsResponseItem,
  joinBody,
  joinBodyAutomaticLeaveNooneJoinedTimeoutMin,
  joinBodyAutomaticLeaveSilenceTimeoutMin,
  joinBodyAutomaticLeaveWaitingRoomTimeoutMin,
  joinBodyReservedDefault,
  joinBodyStartTimeMin,
  joinBodyTranscriptionCustomParametersDefault,
  joinResponse,
  leaveParams,
  leaveResponse,
  listCalendarsResponse,
  listCalendarsResponseItem,
  listEventsQueryParams,
  listEventsResponse,
  listRawCalendarsBody,
  listRawCalendarsResponse,
  patchBotBody,
  patchBotBodyBotImageDefault,
  patchBotBodyBotNameDefault,
  patchBotBodyDeduplicationKeyDefault,
  patchBotBodyEnterMessageDefault,
  patchBotBodyExtraDefault,
  patchBotBodyNooneJoinedTimeoutDefault,
  patchBotBodySpeechToTextDefault,
  patchBotBodyStreamingAudioFrequencyDefault,
  patchBotBodyStreamingInputDefault,
  patchBotBodyStreamingOutputDefault,
  patchBotBodyTranscriptionCustomParametersDefault,
  patchBotBodyWaitingRoomTimeoutDefault,
  patchBotBodyWebhookUrlDefault,
  patchBotBodyZoomAccessTokenUrlDefault,
  patchBotBodyZoomObfTokenDefault,
  patchBotBodyZoomObfTokenUrlDefault,
  patchBotBodyZoomObfTokenUserIdDefault,
  patchBotBodyZoomSdkIdDefault,
  patchBotBodyZoomSdkPwdDefault,
  patchBotParams,
  patchBotQueryParams,
  patchBotResponse,
  patchBotResponseItem,
  resyncAllCalendarsQueryParams,
  resyncAllCalendarsResponse,
  resyncAllCalendarsResponseErrorsItemMax,
  resyncAllCalendarsResponseErrorsItemMin,
  retranscribeBotBody,
  scheduleRecordEventBody,
  scheduleRecordEventParams,
  scheduleRecordEventQueryParams,
  scheduleRecordEventResponse,
  scheduleRecordEventResponseItem,
  unscheduleRecordEventParams,
  unscheduleRecordEventQueryParams,
  unscheduleRecordEventResponse,
  unscheduleRecordEventResponseItem,
  updateCalendarBody,
  updateCalendarParams,
  updateCalendarResponse,
  webhookDocumentationResponse
});
//# sourceMappingURL=index.js.map