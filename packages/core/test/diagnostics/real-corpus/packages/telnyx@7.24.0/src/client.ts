// File generated from our OpenAPI spec by Stainless. See CONTRIBUTING.md for details.

import type { RequestInit, RequestInfo, BodyInit } from './internal/builtin-types';
import type { HTTPMethod, PromiseOrValue, MergedRequestInit, FinalizedRequestInit } from './internal/types';
import { uuid4 } from './internal/utils/uuid';
import { validatePositiveInteger, isAbsoluteURL, safeJSON } from './internal/utils/values';
import { sleep } from './internal/utils/sleep';
export type { Logger, LogLevel } from './internal/utils/log';
import { castToError, isAbortError } from './internal/errors';
import type { APIResponseProps } from './internal/parse';
import { getPlatformHeaders } from './internal/detect-platform';
import * as Shims from './internal/shims';
import * as Opts from './internal/request-options';
import { stringifyQuery } from './internal/utils/query';
import { VERSION } from './version';
import * as Errors from './core/error';
import * as Pagination from './core/pagination';
import {
  AbstractPage,
  type CloudfsCursorPaginationParams,
  CloudfsCursorPaginationResponse,
  type CursorFlatPaginationParams,
  CursorFlatPaginationResponse,
  type DefaultFlatPaginationForInexplicitNumberOrdersParams,
  DefaultFlatPaginationForInexplicitNumberOrdersResponse,
  type DefaultFlatPaginationParams,
  DefaultFlatPaginationResponse,
  type DefaultFlatPaginationTopLevelArrayParams,
  DefaultFlatPaginationTopLevelArrayResponse,
  type DefaultPaginationForLogMessagesParams,
  DefaultPaginationForLogMessagesResponse,
  type DefaultPaginationForMessagingTollfreeParams,
  DefaultPaginationForMessagingTollfreeResponse,
  type DefaultPaginationForQueuesParams,
  DefaultPaginationForQueuesResponse,
  type EmailBracketCursorPaginationParams,
  EmailBracketCursorPaginationResponse,
  type EmailCursorPaginationParams,
  EmailCursorPaginationResponse,
  type PerPagePaginationParams,
  PerPagePaginationResponse,
  type PerPagePaginationV2Params,
  PerPagePaginationV2Response,
} from './core/pagination';
import * as Uploads from './core/uploads';
import * as API from './resources/index';
import { APIPromise } from './core/api-promise';
import {
  AccessIPAddress,
  AccessIPAddressCreateParams,
  AccessIPAddressListParams,
  AccessIPAddressResponse,
  AccessIPAddressResponsesDefaultFlatPagination,
  CloudflareSyncStatus,
  PaginationMetaCloudflareIPListSync,
} from './resources/access-ip-address';
import {
  AccessIPRange,
  AccessIPRangeCreateParams,
  AccessIPRangeListParams,
  AccessIPRanges,
  AccessIPRangesDefaultFlatPagination,
} from './resources/access-ip-ranges';
import {
  AdvancedOrder,
  AdvancedOrderCreateParams,
  AdvancedOrderListResponse,
  AdvancedOrderRequest,
  AdvancedOrderUpdateRequirementGroupParams,
  AdvancedOrders,
} from './resources/advanced-orders';
import {
  AlphanumericSenderID,
  AlphanumericSenderIDCreateParams,
  AlphanumericSenderIDCreateResponse,
  AlphanumericSenderIDDeleteResponse,
  AlphanumericSenderIDListParams,
  AlphanumericSenderIDRetrieveResponse,
  AlphanumericSenderIDs,
  AlphanumericSenderIDsDefaultFlatPagination,
  MessagingPaginationMeta0b38e7044b,
} from './resources/alphanumeric-sender-ids';
import {
  AuditEventListParams,
  AuditEventListResponse,
  AuditEventListResponsesDefaultFlatPagination,
  AuditEvents,
} from './resources/audit-events';
import {
  AuthenticationProvider,
  AuthenticationProviderCreateParams,
  AuthenticationProviderCreateResponse,
  AuthenticationProviderDeleteResponse,
  AuthenticationProviderListParams,
  AuthenticationProviderRetrieveResponse,
  AuthenticationProviderUpdateParams,
  AuthenticationProviderUpdateResponse,
  AuthenticationProviders,
  AuthenticationProvidersDefaultFlatPagination,
  PaginationMeta,
  Settings,
} from './resources/authentication-providers';
import {
  AvailablePhoneNumberBlockListParams,
  AvailablePhoneNumberBlockListResponse,
  AvailablePhoneNumberBlocks,
} from './resources/available-phone-number-blocks';
import {
  AvailablePhoneNumberListParams,
  AvailablePhoneNumberListResponse,
  AvailablePhoneNumbers,
} from './resources/available-phone-numbers';
import { Balance, BalanceRetrieveResponse } from './resources/balance';
import {
  BillingGroup,
  BillingGroupCreateParams,
  BillingGroupCreateResponse,
  BillingGroupDeleteResponse,
  BillingGroupListParams,
  BillingGroupRetrieveResponse,
  BillingGroupUpdateParams,
  BillingGroupUpdateResponse,
  BillingGroups,
  BillingGroupsDefaultFlatPagination,
} from './resources/billing-groups';
import {
  BotChallenge,
  BotChallengeCreateParams,
  BotChallengeCreateResponse,
} from './resources/bot-challenge';
import { BotSessionListParams, BotSessionListResponse, BotSessions } from './resources/bot-sessions';
import {
  BotSignup,
  BotSignupCreateParams,
  BotSignupResendMagicLinkParams,
  SuccessResponse,
} from './resources/bot-signup';
import {
  BulkSimCardActionDetailed,
  BulkSimCardActionDetailedsDefaultFlatPagination,
  BulkSimCardActionListParams,
  BulkSimCardActionRetrieveResponse,
  BulkSimCardActions,
  SimCardActionsSummary,
} from './resources/bulk-sim-card-actions';
import {
  CallControlApplication,
  CallControlApplicationCreateParams,
  CallControlApplicationCreateResponse,
  CallControlApplicationDeleteResponse,
  CallControlApplicationInbound,
  CallControlApplicationListParams,
  CallControlApplicationOutbound,
  CallControlApplicationRetrieveResponse,
  CallControlApplicationUpdateParams,
  CallControlApplicationUpdateResponse,
  CallControlApplications,
  CallControlApplicationsDefaultFlatPagination,
} from './resources/call-control-applications';
import {
  CallEventListParams,
  CallEventListResponse,
  CallEventListResponsesDefaultFlatPagination,
  CallEvents,
} from './resources/call-events';
import {
  BrandedCallingPaginationMeta,
  CallReasonListParams,
  CallReasonListResponse,
  CallReasonListResponsesDefaultFlatPagination,
  CallReasonValidateParams,
  CallReasonValidateResponse,
  CallReasons,
} from './resources/call-reasons';
import {
  ChannelZoneListParams,
  ChannelZoneUpdateParams,
  ChannelZones,
  GcbChannelZone,
  GcbChannelZonesDefaultFlatPagination,
} from './resources/channel-zones';
import {
  ChargesBreakdown,
  ChargesBreakdownRetrieveParams,
  ChargesBreakdownRetrieveResponse,
} from './resources/charges-breakdown';
import {
  ChargesSummary,
  ChargesSummaryRetrieveParams,
  ChargesSummaryRetrieveResponse,
  MonthDetail,
} from './resources/charges-summary';
import {
  Comment,
  CommentCreateParams,
  CommentCreateResponse,
  CommentListParams,
  CommentListResponse,
  CommentMarkAsReadResponse,
  CommentRetrieveResponse,
  Comments,
} from './resources/comments';
import {
  Connection,
  ConnectionListActiveCallsParams,
  ConnectionListActiveCallsResponse,
  ConnectionListActiveCallsResponsesDefaultFlatPagination,
  ConnectionListParams,
  ConnectionRetrieveCountResponse,
  ConnectionRetrieveResponse,
  Connections,
  ConnectionsDefaultFlatPagination,
} from './resources/connections';
import {
  CountryCoverage,
  CountryCoverageResource,
  CountryCoverageRetrieveCountryResponse,
  CountryCoverageRetrieveResponse,
} from './resources/country-coverage';
import {
  AzureConfigurationData,
  CredentialsResponse,
  CustomStorageConfiguration,
  CustomStorageCredentialCreateParams,
  CustomStorageCredentialUpdateParams,
  CustomStorageCredentials,
  GcsConfigurationData,
  S3ConfigurationData,
  S3GenericConfigurationData,
} from './resources/custom-storage-credentials';
import {
  CustomerServiceRecord,
  CustomerServiceRecordCreateParams,
  CustomerServiceRecordCreateResponse,
  CustomerServiceRecordListParams,
  CustomerServiceRecordRetrieveResponse,
  CustomerServiceRecordVerifyPhoneNumberCoverageParams,
  CustomerServiceRecordVerifyPhoneNumberCoverageResponse,
  CustomerServiceRecords,
  CustomerServiceRecordsDefaultFlatPagination,
} from './resources/customer-service-records';
import {
  DetailRecordListParams,
  DetailRecordListResponse,
  DetailRecordListResponsesDefaultFlatPagination,
  DetailRecords,
} from './resources/detail-records';
import {
  DialogflowConnectionCreateParams,
  DialogflowConnectionResponse,
  DialogflowConnectionUpdateParams,
  DialogflowConnections,
} from './resources/dialogflow-connections';
import {
  DocumentLinkListParams,
  DocumentLinkListResponse,
  DocumentLinkListResponsesDefaultFlatPagination,
  DocumentLinks,
} from './resources/document-links';
import {
  DocServiceDocument,
  DocServiceDocumentsDefaultFlatPagination,
  DocServiceRecord,
  DocumentDeleteResponse,
  DocumentGenerateDownloadLinkResponse,
  DocumentListParams,
  DocumentRetrieveResponse,
  DocumentUpdateParams,
  DocumentUpdateResponse,
  DocumentUploadJsonParams,
  DocumentUploadJsonResponse,
  DocumentUploadParams,
  DocumentUploadResponse,
  Documents,
} from './resources/documents';
import {
  DynamicEmergencyAddress,
  DynamicEmergencyAddressCreateParams,
  DynamicEmergencyAddressCreateResponse,
  DynamicEmergencyAddressDeleteResponse,
  DynamicEmergencyAddressListParams,
  DynamicEmergencyAddressRetrieveResponse,
  DynamicEmergencyAddresses,
  DynamicEmergencyAddressesDefaultFlatPagination,
} from './resources/dynamic-emergency-addresses';
import {
  DynamicEmergencyEndpoint,
  DynamicEmergencyEndpointCreateParams,
  DynamicEmergencyEndpointCreateResponse,
  DynamicEmergencyEndpointDeleteResponse,
  DynamicEmergencyEndpointListParams,
  DynamicEmergencyEndpointRetrieveResponse,
  DynamicEmergencyEndpoints,
  DynamicEmergencyEndpointsDefaultFlatPagination,
} from './resources/dynamic-emergency-endpoints';
import {
  EmailEventListParams,
  EmailEventListResponse,
  EmailEventRetrieveStatsParams,
  EmailEventRetrieveStatsResponse,
  EmailEventType,
  EmailEvents,
  EmailWebhookRecipient,
  TimeRange,
} from './resources/email-events';
import {
  EmailTemplate,
  EmailTemplateCreateParams,
  EmailTemplateListParams,
  EmailTemplateRenderParams,
  EmailTemplateRenderResponse,
  EmailTemplateReplaceParams,
  EmailTemplateResponse,
  EmailTemplateUpdateParams,
  EmailTemplates,
  EmailTemplatesEmailCursorPagination,
  UpdateEmailTemplateRequest,
} from './resources/email-templates';
import {
  EmailThreadListParams,
  EmailThreadRetrieveParams,
  EmailThreadRetrieveResponse,
  EmailThreads,
} from './resources/email-threads';
import {
  FaxApplication,
  FaxApplicationCreateParams,
  FaxApplicationCreateResponse,
  FaxApplicationDeleteResponse,
  FaxApplicationListParams,
  FaxApplicationRetrieveResponse,
  FaxApplicationUpdateParams,
  FaxApplicationUpdateResponse,
  FaxApplications,
  FaxApplicationsDefaultFlatPagination,
} from './resources/fax-applications';
import {
  Fqdn,
  FqdnCreateParams,
  FqdnCreateResponse,
  FqdnDeleteResponse,
  FqdnListParams,
  FqdnRetrieveResponse,
  FqdnUpdateParams,
  FqdnUpdateResponse,
  Fqdns,
  FqdnsDefaultFlatPagination,
} from './resources/fqdns';
import { GlobalIPAllowedPortListResponse, GlobalIPAllowedPorts } from './resources/global-ip-allowed-ports';
import {
  GlobalIPAssignmentHealth,
  GlobalIPAssignmentHealthRetrieveParams,
  GlobalIPAssignmentHealthRetrieveResponse,
} from './resources/global-ip-assignment-health';
import {
  GlobalIPAssignment,
  GlobalIPAssignmentCreateParams,
  GlobalIPAssignmentCreateResponse,
  GlobalIPAssignmentDeleteResponse,
  GlobalIPAssignmentListParams,
  GlobalIPAssignmentRetrieveResponse,
  GlobalIPAssignmentUpdateParams,
  GlobalIPAssignmentUpdateResponse,
  GlobalIPAssignments,
  GlobalIPAssignmentsDefaultFlatPagination,
  Record,
} from './resources/global-ip-assignments';
import {
  GlobalIPAssignmentsUsage,
  GlobalIPAssignmentsUsageRetrieveParams,
  GlobalIPAssignmentsUsageRetrieveResponse,
} from './resources/global-ip-assignments-usage';
import {
  GlobalIPHealthCheckTypeListResponse,
  GlobalIPHealthCheckTypes,
} from './resources/global-ip-health-check-types';
import {
  GlobalIPHealthCheck,
  GlobalIPHealthCheckCreateParams,
  GlobalIPHealthCheckCreateResponse,
  GlobalIPHealthCheckDeleteResponse,
  GlobalIPHealthCheckListParams,
  GlobalIPHealthCheckRetrieveResponse,
  GlobalIPHealthChecks,
  GlobalIPHealthChecksDefaultFlatPagination,
} from './resources/global-ip-health-checks';
import {
  GlobalIPLatency,
  GlobalIPLatencyRetrieveParams,
  GlobalIPLatencyRetrieveResponse,
} from './resources/global-ip-latency';
import { GlobalIPProtocolListResponse, GlobalIPProtocols } from './resources/global-ip-protocols';
import {
  GlobalIPUsage,
  GlobalIPUsageRetrieveParams,
  GlobalIPUsageRetrieveResponse,
} from './resources/global-ip-usage';
import {
  GlobalIP,
  GlobalIPCreateParams,
  GlobalIPCreateResponse,
  GlobalIPDeleteResponse,
  GlobalIPListParams,
  GlobalIPRetrieveResponse,
  GlobalIPs,
  GlobalIPsDefaultFlatPagination,
} from './resources/global-ips';
import {
  InboundChannelListResponse,
  InboundChannelUpdateParams,
  InboundChannelUpdateResponse,
  InboundChannels,
} from './resources/inbound-channels';
import {
  InexplicitNumberOrderCreateParams,
  InexplicitNumberOrderCreateResponse,
  InexplicitNumberOrderListParams,
  InexplicitNumberOrderResponse,
  InexplicitNumberOrderResponsesDefaultFlatPaginationForInexplicitNumberOrders,
  InexplicitNumberOrderRetrieveResponse,
  InexplicitNumberOrders,
} from './resources/inexplicit-number-orders';
import {
  InfringementClaim,
  InfringementClaimContestParams,
  InfringementClaimWrapped,
  InfringementClaims,
} from './resources/infringement-claims';
import {
  IntegrationSecret,
  IntegrationSecretCreateParams,
  IntegrationSecretCreateResponse,
  IntegrationSecretListParams,
  IntegrationSecrets,
  IntegrationSecretsDefaultFlatPagination,
} from './resources/integration-secrets';
import {
  InventoryCoverage,
  InventoryCoverageListParams,
  InventoryCoverageListResponse,
} from './resources/inventory-coverage';
import {
  InvoiceListParams,
  InvoiceListResponse,
  InvoiceListResponsesDefaultFlatPagination,
  InvoiceRetrieveParams,
  InvoiceRetrieveResponse,
  Invoices,
} from './resources/invoices';
import {
  IPConnection,
  IPConnectionCreateParams,
  IPConnectionCreateResponse,
  IPConnectionDeleteResponse,
  IPConnectionListParams,
  IPConnectionRetrieveResponse,
  IPConnectionUpdateParams,
  IPConnectionUpdateResponse,
  IPConnections,
  IPConnectionsDefaultFlatPagination,
  InboundIP,
  OutboundIP,
} from './resources/ip-connections';
import {
  IP,
  IPCreateParams,
  IPCreateResponse,
  IPDeleteResponse,
  IPListParams,
  IPRetrieveResponse,
  IPUpdateParams,
  IPUpdateResponse,
  IPs,
  IPsDefaultFlatPagination,
} from './resources/ips';
import {
  LedgerBillingGroupReport,
  LedgerBillingGroupReportCreateParams,
  LedgerBillingGroupReportCreateResponse,
  LedgerBillingGroupReportRetrieveResponse,
  LedgerBillingGroupReports,
} from './resources/ledger-billing-group-reports';
import { List, ListRetrieveAllResponse, ListRetrieveByZoneResponse } from './resources/list';
import {
  MachinePaymentAccountCreditParams,
  MachinePaymentAccountCreditResponse,
  MachinePayments,
} from './resources/machine-payments';
import {
  Media,
  MediaListParams,
  MediaListResponse,
  MediaResource,
  MediaRetrieveResponse,
  MediaUpdateParams,
  MediaUpdateResponse,
  MediaUploadParams,
  MediaUploadResponse,
} from './resources/media';
import {
  MessagingHostedNumberDeleteResponse,
  MessagingHostedNumberListParams,
  MessagingHostedNumberRetrieveResponse,
  MessagingHostedNumberUpdateParams,
  MessagingHostedNumberUpdateResponse,
  MessagingHostedNumbers,
  UpdatePhoneNumberMessagingSettingsRequest,
} from './resources/messaging-hosted-numbers';
import {
  BulkMessagingSettingsUpdatePhoneNumbers,
  MessagingNumbersBulkUpdateCreateParams,
  MessagingNumbersBulkUpdateCreateResponse,
  MessagingNumbersBulkUpdateRetrieveResponse,
  MessagingNumbersBulkUpdates,
} from './resources/messaging-numbers-bulk-updates';
import {
  MessagingOptoutListParams,
  MessagingOptoutListResponse,
  MessagingOptoutListResponsesDefaultFlatPagination,
  MessagingOptouts,
} from './resources/messaging-optouts';
import {
  MessagingMetricsTimeFrame,
  MessagingProfileMetricListParams,
  MessagingProfileMetricListResponse,
  MessagingProfileMetrics,
} from './resources/messaging-profile-metrics';
import {
  MessagingURLDomainListParams,
  MessagingURLDomainListResponse,
  MessagingURLDomainListResponsesDefaultFlatPagination,
  MessagingURLDomains,
} from './resources/messaging-url-domains';
import {
  MobileNetworkOperatorListParams,
  MobileNetworkOperatorListResponse,
  MobileNetworkOperatorListResponsesDefaultFlatPagination,
  MobileNetworkOperators,
} from './resources/mobile-network-operators';
import {
  MobilePushCredentialCreateParams,
  MobilePushCredentialListParams,
  MobilePushCredentials,
  PushCredential,
  PushCredentialResponse,
  PushCredentialsDefaultFlatPagination,
} from './resources/mobile-push-credentials';
import {
  MobileVoiceConnection,
  MobileVoiceConnectionCreateParams,
  MobileVoiceConnectionCreateResponse,
  MobileVoiceConnectionDeleteResponse,
  MobileVoiceConnectionListParams,
  MobileVoiceConnectionRetrieveResponse,
  MobileVoiceConnectionUpdateParams,
  MobileVoiceConnectionUpdateResponse,
  MobileVoiceConnections,
  MobileVoiceConnectionsDefaultFlatPagination,
} from './resources/mobile-voice-connections';
import {
  AvailableService,
  NetappsLocation17904fcfbc,
  NetworkCoverage,
  NetworkCoverageListParams,
  NetworkCoverageListResponse,
  NetworkCoverageListResponsesDefaultFlatPagination,
} from './resources/network-coverage';
import {
  NoiseSuppressionEngineListResponse,
  NoiseSuppressionEngines,
} from './resources/noise-suppression-engines';
import {
  NotificationChannel,
  NotificationChannelCreateParams,
  NotificationChannelCreateResponse,
  NotificationChannelDeleteResponse,
  NotificationChannelListParams,
  NotificationChannelRetrieveResponse,
  NotificationChannelUpdateParams,
  NotificationChannelUpdateResponse,
  NotificationChannels,
  NotificationChannelsDefaultFlatPagination,
} from './resources/notification-channels';
import {
  NotificationEventConditionListParams,
  NotificationEventConditionListResponse,
  NotificationEventConditionListResponsesDefaultFlatPagination,
  NotificationEventConditions,
} from './resources/notification-event-conditions';
import {
  NotificationEventListParams,
  NotificationEventListResponse,
  NotificationEventListResponsesDefaultFlatPagination,
  NotificationEvents,
} from './resources/notification-events';
import {
  NotificationProfile,
  NotificationProfileCreateParams,
  NotificationProfileCreateResponse,
  NotificationProfileDeleteResponse,
  NotificationProfileListParams,
  NotificationProfileRetrieveResponse,
  NotificationProfileUpdateParams,
  NotificationProfileUpdateResponse,
  NotificationProfiles,
  NotificationProfilesDefaultFlatPagination,
} from './resources/notification-profiles';
import {
  NotificationSetting,
  NotificationSettingCreateParams,
  NotificationSettingCreateResponse,
  NotificationSettingDeleteResponse,
  NotificationSettingListParams,
  NotificationSettingRetrieveResponse,
  NotificationSettings,
  NotificationSettingsDefaultFlatPagination,
} from './resources/notification-settings';
import {
  NumberBlockOrder,
  NumberBlockOrderCreateParams,
  NumberBlockOrderCreateResponse,
  NumberBlockOrderListParams,
  NumberBlockOrderRetrieveResponse,
  NumberBlockOrders,
  NumberBlockOrdersDefaultFlatPagination,
} from './resources/number-block-orders';
import {
  NumberLookup,
  NumberLookupRetrieveParams,
  NumberLookupRetrieveResponse,
} from './resources/number-lookup';
import {
  NumberOrderPhoneNumber,
  NumberOrderPhoneNumberListParams,
  NumberOrderPhoneNumberListResponse,
  NumberOrderPhoneNumberRetrieveResponse,
  NumberOrderPhoneNumberUpdateRequirementGroupParams,
  NumberOrderPhoneNumberUpdateRequirementGroupResponse,
  NumberOrderPhoneNumberUpdateRequirementsParams,
  NumberOrderPhoneNumberUpdateRequirementsResponse,
  NumberOrderPhoneNumbers,
  UpdateRegulatoryRequirement,
} from './resources/number-order-phone-numbers';
import {
  NumberOrderCreateParams,
  NumberOrderCreateResponse,
  NumberOrderListParams,
  NumberOrderListResponse,
  NumberOrderListResponsesDefaultFlatPagination,
  NumberOrderRetrieveResponse,
  NumberOrderUpdateParams,
  NumberOrderUpdateResponse,
  NumberOrderWithPhoneNumbers,
  NumberOrders,
  PhoneNumber,
} from './resources/number-orders';
import {
  NumbersFeatureCreateParams,
  NumbersFeatureCreateResponse,
  NumbersFeatures,
} from './resources/numbers-features';
import {
  OAuth,
  OAuthGrantsParams,
  OAuthGrantsResponse,
  OAuthIntrospectParams,
  OAuthIntrospectResponse,
  OAuthRegisterParams,
  OAuthRegisterResponse,
  OAuthRetrieveAuthorizeParams,
  OAuthRetrieveAuthorizeResponse,
  OAuthRetrieveJwksResponse,
  OAuthRetrieveResponse,
  OAuthTokenParams,
  OAuthTokenResponse,
} from './resources/oauth';
import {
  OAuthClient,
  OAuthClientCreateParams,
  OAuthClientCreateResponse,
  OAuthClientListParams,
  OAuthClientRetrieveResponse,
  OAuthClientUpdateParams,
  OAuthClientUpdateResponse,
  OAuthClients,
  OAuthClientsDefaultFlatPagination,
  OAuthOAuthPaginationMeta,
  PaginationMetaOAuth,
} from './resources/oauth-clients';
import {
  OAuthGrant,
  OAuthGrantDeleteResponse,
  OAuthGrantListParams,
  OAuthGrantRetrieveResponse,
  OAuthGrants,
  OAuthGrantsDefaultFlatPagination,
} from './resources/oauth-grants';
import {
  OtaUpdateListParams,
  OtaUpdateListResponse,
  OtaUpdateListResponsesDefaultFlatPagination,
  OtaUpdateRetrieveResponse,
  OtaUpdates,
} from './resources/ota-updates';
import {
  OutboundCallRecording,
  OutboundVoiceProfile,
  OutboundVoiceProfileCreateParams,
  OutboundVoiceProfileCreateResponse,
  OutboundVoiceProfileDeleteResponse,
  OutboundVoiceProfileListParams,
  OutboundVoiceProfileRetrieveResponse,
  OutboundVoiceProfileUpdateParams,
  OutboundVoiceProfileUpdateResponse,
  OutboundVoiceProfiles,
  OutboundVoiceProfilesDefaultFlatPagination,
  ServicePlan,
  TrafficType,
  UsagePaymentMethod,
} from './resources/outbound-voice-profiles';
import {
  PhoneNumbersRegulatoryRequirementRetrieveParams,
  PhoneNumbersRegulatoryRequirementRetrieveResponse,
  PhoneNumbersRegulatoryRequirements,
} from './resources/phone-numbers-regulatory-requirements';
import {
  PortabilityCheckRunParams,
  PortabilityCheckRunResponse,
  PortabilityChecks,
} from './resources/portability-checks';
import {
  PortingOrderActivationStatus,
  PortingPhoneNumber,
  PortingPhoneNumberListParams,
  PortingPhoneNumbers,
  PortingPhoneNumbersDefaultFlatPagination,
} from './resources/porting-phone-numbers';
import {
  PrivateWirelessGateway,
  PrivateWirelessGatewayCreateParams,
  PrivateWirelessGatewayCreateResponse,
  PrivateWirelessGatewayDeleteResponse,
  PrivateWirelessGatewayListParams,
  PrivateWirelessGatewayRetrieveResponse,
  PrivateWirelessGatewayStatus,
  PrivateWirelessGateways,
  PwgAssignedResourcesSummary,
  WirelessPrivateWirelessGateway,
  WirelessPrivateWirelessGatewaysDefaultFlatPagination,
} from './resources/private-wireless-gateways';
import {
  PronunciationDictAliasItem,
  PronunciationDictCreateParams,
  PronunciationDictData,
  PronunciationDictDataDefaultFlatPagination,
  PronunciationDictItem,
  PronunciationDictListParams,
  PronunciationDictPhonemeItem,
  PronunciationDictResponse,
  PronunciationDictUpdateParams,
  PronunciationDicts,
} from './resources/pronunciation-dicts';
import {
  NetworkInterface,
  NetworkInterfaceRegion,
  PublicInternetGateway,
  PublicInternetGatewayCreateParams,
  PublicInternetGatewayCreateResponse,
  PublicInternetGatewayDeleteResponse,
  PublicInternetGatewayListParams,
  PublicInternetGatewayRead,
  PublicInternetGatewayReadsDefaultFlatPagination,
  PublicInternetGatewayRetrieveResponse,
  PublicInternetGateways,
} from './resources/public-internet-gateways';
import {
  RecordingTranscription,
  RecordingTranscriptionDeleteResponse,
  RecordingTranscriptionListParams,
  RecordingTranscriptionRetrieveResponse,
  RecordingTranscriptions,
  RecordingTranscriptionsDefaultFlatPagination,
} from './resources/recording-transcriptions';
import { RegionListResponse, Regions } from './resources/regions';
import {
  RegulatoryRequirementRetrieveParams,
  RegulatoryRequirementRetrieveResponse,
  RegulatoryRequirements,
} from './resources/regulatory-requirements';
import {
  RequirementGroup,
  RequirementGroupCreateParams,
  RequirementGroupListParams,
  RequirementGroupListResponse,
  RequirementGroupUpdateParams,
  RequirementGroups,
  UserRequirement,
} from './resources/requirement-groups';
import {
  RequirementTypeListParams,
  RequirementTypeListResponse,
  RequirementTypeRetrieveResponse,
  RequirementTypes,
} from './resources/requirement-types';
import {
  DocReqsRequirement,
  DocReqsRequirementsDefaultFlatPagination,
  RequirementListParams,
  RequirementRetrieveParams,
  RequirementRetrieveResponse,
  Requirements,
} from './resources/requirements';
import {
  RoomComposition,
  RoomCompositionCreateParams,
  RoomCompositionCreateResponse,
  RoomCompositionListParams,
  RoomCompositionRetrieveResponse,
  RoomCompositions,
  RoomCompositionsDefaultFlatPagination,
  VideoRegion,
} from './resources/room-compositions';
import {
  RoomParticipantListParams,
  RoomParticipantRetrieveResponse,
  RoomParticipants,
} from './resources/room-participants';
import {
  RoomRecording,
  RoomRecordingDeleteBulkParams,
  RoomRecordingDeleteBulkResponse,
  RoomRecordingListParams,
  RoomRecordingRetrieveResponse,
  RoomRecordings,
  RoomRecordingsDefaultFlatPagination,
} from './resources/room-recordings';
import {
  Seti,
  SetiRetrieveBlackBoxTestResultsParams,
  SetiRetrieveBlackBoxTestResultsResponse,
} from './resources/seti';
import {
  ShortCodeListParams,
  ShortCodeRetrieveResponse,
  ShortCodeUpdateParams,
  ShortCodeUpdateResponse,
  ShortCodes,
} from './resources/short-codes';
import {
  SimCardDataUsageNotification,
  SimCardDataUsageNotificationCreateParams,
  SimCardDataUsageNotificationCreateResponse,
  SimCardDataUsageNotificationDeleteResponse,
  SimCardDataUsageNotificationListParams,
  SimCardDataUsageNotificationRetrieveResponse,
  SimCardDataUsageNotificationUpdateParams,
  SimCardDataUsageNotificationUpdateResponse,
  SimCardDataUsageNotifications,
  SimCardDataUsageNotificationsDefaultFlatPagination,
} from './resources/sim-card-data-usage-notifications';
import {
  SimCardOrderPreview,
  SimCardOrderPreviewPreviewParams,
  SimCardOrderPreviewPreviewResponse,
} from './resources/sim-card-order-preview';
import {
  SimCardOrder,
  SimCardOrderCreateParams,
  SimCardOrderCreateResponse,
  SimCardOrderListParams,
  SimCardOrderRetrieveResponse,
  SimCardOrders,
  SimCardOrdersDefaultFlatPagination,
} from './resources/sim-card-orders';
import {
  SiprecConnectorCreateParams,
  SiprecConnectorResponse,
  SiprecConnectorUpdateParams,
  SiprecConnectors,
} from './resources/siprec-connectors';
import {
  NumbersSubNumberOrder,
  SubNumberOrder,
  SubNumberOrderCancelResponse,
  SubNumberOrderListParams,
  SubNumberOrderListResponse,
  SubNumberOrderRegulatoryRequirement,
  SubNumberOrderRetrieveParams,
  SubNumberOrderRetrieveResponse,
  SubNumberOrderUpdateParams,
  SubNumberOrderUpdateRequirementGroupParams,
  SubNumberOrderUpdateRequirementGroupResponse,
  SubNumberOrderUpdateResponse,
  SubNumberOrders,
} from './resources/sub-number-orders';
import {
  SubNumberOrdersReport,
  SubNumberOrdersReportCreateParams,
  SubNumberOrdersReportCreateResponse,
  SubNumberOrdersReportDownloadResponse,
  SubNumberOrdersReportResource,
  SubNumberOrdersReportRetrieveResponse,
} from './resources/sub-number-orders-report';
import {
  TelephonyCredential,
  TelephonyCredentialCreateParams,
  TelephonyCredentialCreateResponse,
  TelephonyCredentialCreateTokenResponse,
  TelephonyCredentialDeleteResponse,
  TelephonyCredentialListParams,
  TelephonyCredentialRetrieveResponse,
  TelephonyCredentialUpdateParams,
  TelephonyCredentialUpdateResponse,
  TelephonyCredentials,
  TelephonyCredentialsDefaultFlatPagination,
} from './resources/telephony-credentials';
import {
  TexmlApplication,
  TexmlApplicationCreateParams,
  TexmlApplicationCreateResponse,
  TexmlApplicationDeleteResponse,
  TexmlApplicationListParams,
  TexmlApplicationRetrieveResponse,
  TexmlApplicationUpdateParams,
  TexmlApplicationUpdateResponse,
  TexmlApplications,
  TexmlApplicationsDefaultFlatPagination,
} from './resources/texml-applications';
import {
  TrafficPolicyProfile,
  TrafficPolicyProfileCreateParams,
  TrafficPolicyProfileCreateResponse,
  TrafficPolicyProfileDeleteResponse,
  TrafficPolicyProfileListParams,
  TrafficPolicyProfileListServicesParams,
  TrafficPolicyProfileListServicesResponse,
  TrafficPolicyProfileListServicesResponsesDefaultFlatPagination,
  TrafficPolicyProfileRetrieveResponse,
  TrafficPolicyProfileUpdateParams,
  TrafficPolicyProfileUpdateResponse,
  TrafficPolicyProfiles,
  TrafficPolicyProfilesDefaultFlatPagination,
} from './resources/traffic-policy-profiles';
import {
  UsageReportGetOptionsParams,
  UsageReportGetOptionsResponse,
  UsageReportListParams,
  UsageReportListResponse,
  UsageReportListResponsesDefaultFlatPagination,
  UsageReports,
} from './resources/usage-reports';
import {
  UserAddress,
  UserAddressCreateParams,
  UserAddressCreateResponse,
  UserAddressListParams,
  UserAddressRetrieveResponse,
  UserAddresses,
  UserAddressesUserAddress,
  UserAddressesUserAddressesDefaultFlatPagination,
} from './resources/user-addresses';
import { UserTagListParams, UserTagListResponse, UserTags } from './resources/user-tags';
import {
  MessageTemplate,
  VerifyProfile,
  VerifyProfileCreateParams,
  VerifyProfileCreateTemplateParams,
  VerifyProfileData,
  VerifyProfileListParams,
  VerifyProfileMessageTemplateResponse,
  VerifyProfileRetrieveTemplatesResponse,
  VerifyProfileUpdateParams,
  VerifyProfileUpdateTemplateParams,
  VerifyProfiles,
  VerifyProfilesDefaultFlatPagination,
} from './resources/verify-profiles';
import {
  RegionOut,
  VirtualCrossConnectCombined,
  VirtualCrossConnectCombinedsDefaultFlatPagination,
  VirtualCrossConnectCreate,
  VirtualCrossConnectCreateParams,
  VirtualCrossConnectCreateResponse,
  VirtualCrossConnectDeleteResponse,
  VirtualCrossConnectListParams,
  VirtualCrossConnectPatch,
  VirtualCrossConnectRetrieveResponse,
  VirtualCrossConnectUpdateParams,
  VirtualCrossConnectUpdateResponse,
  VirtualCrossConnects,
} from './resources/virtual-cross-connects';
import {
  VirtualCrossConnectsCoverage,
  VirtualCrossConnectsCoverageListParams,
  VirtualCrossConnectsCoverageListResponse,
  VirtualCrossConnectsCoverageListResponsesDefaultFlatPagination,
} from './resources/virtual-cross-connects-coverage';
import {
  VoiceCloneCreateFromUploadParams,
  VoiceCloneCreateParams,
  VoiceCloneData,
  VoiceCloneDataDefaultFlatPagination,
  VoiceCloneListParams,
  VoiceCloneResponse,
  VoiceCloneUpdateParams,
  VoiceClones,
  VoiceDesignsPaginationMeta,
} from './resources/voice-clones';
import {
  VoiceDesignCreateParams,
  VoiceDesignData,
  VoiceDesignDeleteVersionParams,
  VoiceDesignDownloadSampleParams,
  VoiceDesignListParams,
  VoiceDesignRenameParams,
  VoiceDesignRenameResponse,
  VoiceDesignResponse,
  VoiceDesignRetrieveParams,
  VoiceDesignSummaryData,
  VoiceDesignSummaryDataDefaultFlatPagination,
  VoiceDesigns,
} from './resources/voice-designs';
import {
  VoiceSDKCallReport,
  VoiceSDKCallReportListParams,
  VoiceSDKCallReportLogEntry,
  VoiceSDKCallReportRetrieveResponse,
  VoiceSDKCallReports,
  VoiceSDKCallReportsDefaultFlatPagination,
} from './resources/voice-sdk-call-reports';
import {
  Attempt,
  HTTP,
  WebhookDeliveries,
  WebhookDeliveriesDefaultFlatPagination,
  WebhookDelivery,
  WebhookDeliveryListParams,
  WebhookDeliveryRetrieveResponse,
} from './resources/webhook-deliveries';
import {
  ArtifactCompletedWebhookEvent,
  ArtifactFailedWebhookEvent,
  CallAIGatherEnded,
  CallAIGatherEndedWebhookEvent,
  CallAIGatherMessageHistoryUpdated,
  CallAIGatherMessageHistoryUpdatedWebhookEvent,
  CallAIGatherPartialResults,
  CallAIGatherPartialResultsWebhookEvent,
  CallAnswered,
  CallAnsweredWebhookEvent,
  CallBridged,
  CallBridgedWebhookEvent,
  CallConversationEnded,
  CallConversationEndedWebhookEvent,
  CallConversationInsightsGenerated,
  CallConversationInsightsGeneratedWebhookEvent,
  CallCostWebhookEvent,
  CallDeepfakeDetectionErrorWebhookEvent,
  CallDeepfakeDetectionResultWebhookEvent,
  CallDtmfReceived,
  CallDtmfReceivedWebhookEvent,
  CallEnqueued,
  CallEnqueuedWebhookEvent,
  CallForkStarted,
  CallForkStartedWebhookEvent,
  CallForkStopped,
  CallForkStoppedWebhookEvent,
  CallGatherEnded,
  CallGatherEndedWebhookEvent,
  CallHangup,
  CallHangupWebhookEvent,
  CallHoldWebhookEvent,
  CallInitiated,
  CallInitiatedWebhookEvent,
  CallLeftQueue,
  CallLeftQueueWebhookEvent,
  CallMachineDetectionEnded,
  CallMachineDetectionEndedWebhookEvent,
  CallMachineGreetingEnded,
  CallMachineGreetingEndedWebhookEvent,
  CallMachinePremiumDetectionEnded,
  CallMachinePremiumDetectionEndedWebhookEvent,
  CallMachinePremiumGreetingEnded,
  CallMachinePremiumGreetingEndedWebhookEvent,
  CallPaymentCompletedWebhookEvent,
  CallPaymentProgressWebhookEvent,
  CallPlaybackEnded,
  CallPlaybackEndedWebhookEvent,
  CallPlaybackStarted,
  CallPlaybackStartedWebhookEvent,
  CallRecordingError,
  CallRecordingErrorWebhookEvent,
  CallRecordingSaved,
  CallRecordingSavedWebhookEvent,
  CallRecordingTranscriptionSaved,
  CallRecordingTranscriptionSavedWebhookEvent,
  CallReferCompleted,
  CallReferCompletedWebhookEvent,
  CallReferFailed,
  CallReferFailedWebhookEvent,
  CallReferStarted,
  CallReferStartedWebhookEvent,
  CallSiprecFailed,
  CallSiprecFailedWebhookEvent,
  CallSiprecStarted,
  CallSiprecStartedWebhookEvent,
  CallSiprecStopped,
  CallSiprecStoppedWebhookEvent,
  CallSpeakEnded,
  CallSpeakEndedWebhookEvent,
  CallSpeakStarted,
  CallSpeakStartedWebhookEvent,
  CallStreamingFailed,
  CallStreamingFailedWebhookEvent,
  CallStreamingStarted,
  CallStreamingStartedWebhookEvent,
  CallStreamingStopped,
  CallStreamingStoppedWebhookEvent,
  CallUnholdWebhookEvent,
  CampaignStatusUpdate,
  ConferenceCreated,
  ConferenceCreatedWebhookEvent,
  ConferenceEnded,
  ConferenceEndedWebhookEvent,
  ConferenceFloorChanged,
  ConferenceParticipantJoined,
  ConferenceParticipantJoinedWebhookEvent,
  ConferenceParticipantLeft,
  ConferenceParticipantLeftWebhookEvent,
  ConferenceParticipantPlaybackEnded,
  ConferenceParticipantPlaybackEndedWebhookEvent,
  ConferenceParticipantPlaybackStarted,
  ConferenceParticipantPlaybackStartedWebhookEvent,
  ConferenceParticipantSpeakEnded,
  ConferenceParticipantSpeakEndedWebhookEvent,
  ConferenceParticipantSpeakStarted,
  ConferenceParticipantSpeakStartedWebhookEvent,
  ConferencePlaybackEnded,
  ConferencePlaybackEndedWebhookEvent,
  ConferencePlaybackStarted,
  ConferencePlaybackStartedWebhookEvent,
  ConferenceRecordingSaved,
  ConferenceRecordingSavedWebhookEvent,
  ConferenceSpeakEnded,
  ConferenceSpeakEndedWebhookEvent,
  ConferenceSpeakStarted,
  ConferenceSpeakStartedWebhookEvent,
  DeliveryUpdateWebhookEvent,
  FaxDelivered,
  FaxFailed,
  FaxMediaProcessed,
  FaxQueued,
  FaxSendingStarted,
  HostedNumberOrderEventWebhookEvent,
  InboundMessage,
  InboundMessageWebhookEvent,
  InboundSipHeader,
  MessagingInboundMessage,
  NumberOrderStatusUpdate,
  NumberOrderStatusUpdateWebhookEvent,
  OutboundMessage,
  RecordingAvailableWebhookEvent,
  ReplacedLinkClick,
  ReplacedLinkClickWebhookEvent,
  SessionStatusChangedWebhookEvent,
  TranscriptCompletedWebhookEvent,
  Transcription,
  TranscriptionWebhookEvent,
  UnsafeUnwrapWebhookEvent,
  UnwrapWebhookEvent,
  Webhooks,
  WhatsappAccountUpdate,
  WhatsappMessageEcho,
} from './resources/webhooks';
import {
  WellKnown,
  WellKnownRetrieveAuthorizationServerMetadataResponse,
  WellKnownRetrieveProtectedResourceMetadataResponse,
} from './resources/well-known';
import {
  WhatsappMessageTemplateRetrieveResponse,
  WhatsappMessageTemplateUpdateParams,
  WhatsappMessageTemplateUpdateResponse,
  WhatsappMessageTemplates,
} from './resources/whatsapp-message-templates';
import {
  WireguardInterface,
  WireguardInterfaceCreateParams,
  WireguardInterfaceCreateResponse,
  WireguardInterfaceDeleteResponse,
  WireguardInterfaceListParams,
  WireguardInterfaceRead,
  WireguardInterfaceReadsDefaultFlatPagination,
  WireguardInterfaceRetrieveResponse,
  WireguardInterfaces,
} from './resources/wireguard-interfaces';
import {
  WireguardPeer,
  WireguardPeerCreateParams,
  WireguardPeerCreateResponse,
  WireguardPeerDeleteResponse,
  WireguardPeerListParams,
  WireguardPeerPatch,
  WireguardPeerRetrieveConfigResponse,
  WireguardPeerRetrieveResponse,
  WireguardPeerUpdateParams,
  WireguardPeerUpdateResponse,
  WireguardPeers,
  WireguardPeersDefaultFlatPagination,
} from './resources/wireguard-peers';
import {
  WirelessBlocklistValueListParams,
  WirelessBlocklistValueListResponse,
  WirelessBlocklistValues,
} from './resources/wireless-blocklist-values';
import {
  WirelessBlocklist,
  WirelessBlocklistCreateParams,
  WirelessBlocklistCreateResponse,
  WirelessBlocklistListParams,
  WirelessBlocklistRetrieveResponse,
  WirelessBlocklistUpdateParams,
  WirelessBlocklistUpdateResponse,
  WirelessBlocklists,
  WirelessWirelessBlocklist,
  WirelessWirelessBlocklistsDefaultFlatPagination,
} from './resources/wireless-blocklists';
import { Actions, WirelessError } from './resources/actions/actions';
import {
  Address,
  AddressCreateParams,
  AddressCreateResponse,
  AddressDeleteResponse,
  AddressListParams,
  AddressRetrieveResponse,
  Addresses,
  AddressesDefaultFlatPagination,
} from './resources/addresses/addresses';
import {
  AI,
  AIRetrieveConversationHistoriesParams,
  AIRetrieveConversationHistoriesResponse,
  AIRetrieveConversationHistoriesResponsesDefaultFlatPagination,
  AISummarizeParams,
  AISummarizeResponse,
  ModelMetadata,
  ModelsResponse,
} from './resources/ai/ai';
import { BundlePricing } from './resources/bundle-pricing/bundle-pricing';
import {
  CallAssistantRequest,
  CallDialParams,
  CallDialResponse,
  CallRetrieveStatusResponse,
  Calls,
  ConversationRelayEmbeddedConfig,
  ConversationRelayInterruptionSettings,
  ConversationRelayLanguage,
  CustomSipHeader,
  DialogflowConfig,
  SipHeader,
  SoundModifications,
  StreamBidirectionalCodec,
  StreamBidirectionalMode,
  StreamBidirectionalSamplingRate,
  StreamBidirectionalTargetLegs,
  StreamCodec,
} from './resources/calls/calls';
import { Compute } from './resources/compute/compute';
import {
  Conference,
  ConferenceCreateParams,
  ConferenceCreateResponse,
  ConferenceListParams,
  ConferenceListParticipantsParams,
  ConferenceListParticipantsResponse,
  ConferenceListParticipantsResponsesDefaultFlatPagination,
  ConferenceParticipant,
  ConferenceParticipantResource,
  ConferenceRetrieveParams,
  ConferenceRetrieveParticipantParams,
  ConferenceRetrieveResponse,
  ConferenceUpdateParticipantParams,
  Conferences,
  ConferencesDefaultFlatPagination,
} from './resources/conferences/conferences';
import {
  AnchorsiteOverride,
  ConnectionNoiseSuppression,
  ConnectionRtcpSettings,
  CredentialConnection,
  CredentialConnectionCreateParams,
  CredentialConnectionCreateResponse,
  CredentialConnectionDeleteResponse,
  CredentialConnectionListParams,
  CredentialConnectionRetrieveResponse,
  CredentialConnectionUpdateParams,
  CredentialConnectionUpdateResponse,
  CredentialConnections,
  CredentialConnectionsDefaultFlatPagination,
  CredentialInbound,
  CredentialOutbound,
  DtmfType,
  EncryptedMedia,
} from './resources/credential-connections/credential-connections';
import {
  Dir,
  DirList,
  DirListDocumentTypesResponse,
  DirListInfringementClaimsParams,
  DirListParams,
  DirNewLoaParams,
  DirResource,
  DirStatus,
  DirUpdateInfringementParams,
  DirUpdateParams,
  DirWrapped,
  DirsDefaultFlatPagination,
  Document,
} from './resources/dir/dir';
import {
  EmailBlock,
  EmailBlockCreateParams,
  EmailBlockListParams,
  EmailBlockResponse,
  EmailBlockRetrieveEventsParams,
  EmailBlockRetrieveEventsResponse,
  EmailBlockRetrieveEventsResponsesDefaultFlatPagination,
  EmailBlockRetrieveExportParams,
  EmailBlockRetrieveExportResponse,
  EmailBlocks,
  EmailBlocksDefaultFlatPagination,
  OffsetMeta,
} from './resources/email-blocks/email-blocks';
import {
  DNSRecord,
  DomainsTrackingSettings,
  EmailDmarcPolicy,
  EmailDomain,
  EmailDomainCreateParams,
  EmailDomainDeleteParams,
  EmailDomainListParams,
  EmailDomainResponse,
  EmailDomainRetrieveDNSRecordsResponse,
  EmailDomainRetrieveHealthResponse,
  EmailDomainRotateDkimResponse,
  EmailDomainStatus,
  EmailDomainType,
  EmailDomainUpdateParams,
  EmailDomainVerification,
  EmailDomains,
  EmailDomainsDefaultFlatPagination,
} from './resources/email-domains/email-domains';
import {
  EmailInbox,
  EmailInboxCreateParams,
  EmailInboxListParams,
  EmailInboxResponse,
  EmailInboxes,
  EmailInboxesEmailCursorPagination,
} from './resources/email-inboxes/email-inboxes';
import {
  AttachmentRequest,
  EmailAddressInput,
  EmailMessageBatchParams,
  EmailMessageBatchResponse,
  EmailMessageCreateParams,
  EmailMessageDeleteAllParams,
  EmailMessageDetailResponse,
  EmailMessageListParams,
  EmailMessageRetrieveEventsParams,
  EmailMessageUpdateScheduleParams,
  EmailMessages,
  MessageEvent,
  MessageEventsEmailCursorPagination,
  SuppressedRecipient,
  TrackingSettings,
} from './resources/email-messages/email-messages';
import {
  EmailUnsubscribeGroupCreateParams,
  EmailUnsubscribeGroupDeleteParams,
  EmailUnsubscribeGroupListParams,
  EmailUnsubscribeGroupUpdateParams,
  EmailUnsubscribeGroups,
  GroupListMeta,
  UnsubscribeGroup,
  UnsubscribeGroupResponse,
  UnsubscribeGroupsDefaultFlatPagination,
} from './resources/email-unsubscribe-groups/email-unsubscribe-groups';
import {
  EmailValidationCheck,
  EmailValidationChecks,
  EmailValidationCreateParams,
  EmailValidationCreateResponse,
  EmailValidations,
} from './resources/email-validations/email-validations';
import {
  BillingContact,
  EnterpriseCreateParams,
  EnterpriseListParams,
  EnterprisePublic,
  EnterprisePublicWrapped,
  EnterprisePublicsDefaultFlatPagination,
  EnterpriseUpdateParams,
  Enterprises,
  NumberReputationPaginationMeta,
  OrganizationContact,
  PhysicalAddress,
} from './resources/enterprises/enterprises';
import {
  ExternalConnection,
  ExternalConnectionCreateParams,
  ExternalConnectionCreateResponse,
  ExternalConnectionDeleteResponse,
  ExternalConnectionListParams,
  ExternalConnectionRetrieveResponse,
  ExternalConnectionUpdateLocationParams,
  ExternalConnectionUpdateLocationResponse,
  ExternalConnectionUpdateParams,
  ExternalConnectionUpdateResponse,
  ExternalConnections,
  ExternalConnectionsDefaultFlatPagination,
  ExternalVoiceIntegrationsPaginationMeta,
} from './resources/external-connections/external-connections';
import { ExternalRequirements } from './resources/external-requirements/external-requirements';
import {
  Fax,
  FaxCreateParams,
  FaxCreateResponse,
  FaxListParams,
  FaxRetrieveResponse,
  Faxes,
  FaxesDefaultFlatPagination,
  Quality,
} from './resources/faxes/faxes';
import {
  FqdnConnection,
  FqdnConnectionCreateParams,
  FqdnConnectionCreateResponse,
  FqdnConnectionDeleteResponse,
  FqdnConnectionListParams,
  FqdnConnectionRetrieveResponse,
  FqdnConnectionUpdateParams,
  FqdnConnectionUpdateResponse,
  FqdnConnections,
  FqdnConnectionsDefaultFlatPagination,
  InboundFqdn,
  OutboundFqdn,
  TransportProtocol,
  WebhookAPIVersion,
} from './resources/fqdn-connections/fqdn-connections';
import { Legacy } from './resources/legacy/legacy';
import {
  ManagedAccount,
  ManagedAccountBalance,
  ManagedAccountCreateParams,
  ManagedAccountCreateResponse,
  ManagedAccountGetAllocatableGlobalOutboundChannelsResponse,
  ManagedAccountListParams,
  ManagedAccountListResponse,
  ManagedAccountListResponsesDefaultFlatPagination,
  ManagedAccountRetrieveResponse,
  ManagedAccountUpdateGlobalChannelLimitParams,
  ManagedAccountUpdateGlobalChannelLimitResponse,
  ManagedAccountUpdateParams,
  ManagedAccountUpdateResponse,
  ManagedAccounts,
} from './resources/managed-accounts/managed-accounts';
import {
  MeetingSession,
  MeetingSessionCreateParams,
  MeetingSessionDeleteRecordingMediaResponse,
  MeetingSessionListParams,
  MeetingSessionListResponse,
  MeetingSessionResponse,
  MeetingSessionRetrieveEventsParams,
  MeetingSessionRetrieveEventsResponse,
  MeetingSessionRetrieveRecordingsResponse,
  MeetingSessionRetrieveTranscriptParams,
  MeetingSessionRetrieveTranscriptResponse,
  MeetingSessionUpdateParams,
  MeetingSessions,
} from './resources/meeting-sessions/meeting-sessions';
import {
  MessageCancelScheduledResponse,
  MessageRetrieveGroupMessagesResponse,
  MessageRetrieveResponse,
  MessageScheduleParams,
  MessageScheduleResponse,
  MessageSendGroupMmsParams,
  MessageSendGroupMmsResponse,
  MessageSendLongCodeParams,
  MessageSendLongCodeResponse,
  MessageSendNumberPoolParams,
  MessageSendNumberPoolResponse,
  MessageSendParams,
  MessageSendResponse,
  MessageSendShortCodeParams,
  MessageSendShortCodeResponse,
  MessageSendWithAlphanumericSenderParams,
  MessageSendWithAlphanumericSenderResponse,
  MessageWhatsappParams,
  MessageWhatsappResponse,
  Messages,
  MessagingError0b38e7044b,
  MessagingInboundMessagePayload,
  MessagingOutboundMessagePayload,
  OutboundMessagePayload,
  RcsAgentMessage,
  RcsCardContent,
  RcsContentInfo,
  RcsSuggestion,
  RcsToItem,
  WhatsappContact,
  WhatsappInteractive,
  WhatsappLocation,
  WhatsappMedia,
  WhatsappMessageContent,
  WhatsappReaction,
} from './resources/messages/messages';
import { Messaging10dlc, Messaging10dlcGetEnumResponse } from './resources/messaging-10dlc/messaging-10dlc';
import {
  MessagingHostedNumberOrderCheckEligibilityParams,
  MessagingHostedNumberOrderCheckEligibilityResponse,
  MessagingHostedNumberOrderCreateParams,
  MessagingHostedNumberOrderCreateResponse,
  MessagingHostedNumberOrderCreateVerificationCodesParams,
  MessagingHostedNumberOrderCreateVerificationCodesResponse,
  MessagingHostedNumberOrderDeleteResponse,
  MessagingHostedNumberOrderListParams,
  MessagingHostedNumberOrderRetrieveResponse,
  MessagingHostedNumberOrderValidateCodesParams,
  MessagingHostedNumberOrderValidateCodesResponse,
  MessagingHostedNumberOrders,
} from './resources/messaging-hosted-number-orders/messaging-hosted-number-orders';
import {
  MessagingMessagingProfile,
  MessagingMessagingProfilesDefaultFlatPagination,
  MessagingProfile,
  MessagingProfileCreateParams,
  MessagingProfileCreateResponse,
  MessagingProfileDeleteResponse,
  MessagingProfileFeatures,
  MessagingProfileListAlphanumericSenderIDsParams,
  MessagingProfileListParams,
  MessagingProfileListPhoneNumbersParams,
  MessagingProfileListShortCodesParams,
  MessagingProfileRetrieveMetricsParams,
  MessagingProfileRetrieveMetricsResponse,
  MessagingProfileRetrieveResponse,
  MessagingProfileUpdateParams,
  MessagingProfileUpdateResponse,
  MessagingProfiles,
  NumberPoolSettings,
  URLShortenerSettings,
} from './resources/messaging-profiles/messaging-profiles';
import { MessagingTollfree } from './resources/messaging-tollfree/messaging-tollfree';
import { Messaging } from './resources/messaging/messaging';
import {
  MobilePhoneNumber,
  MobilePhoneNumberListParams,
  MobilePhoneNumberRetrieveResponse,
  MobilePhoneNumberUpdateParams,
  MobilePhoneNumberUpdateResponse,
  MobilePhoneNumbers,
  MobilePhoneNumbersDefaultFlatPagination,
} from './resources/mobile-phone-numbers/mobile-phone-numbers';
import {
  InterfaceStatus,
  Network,
  NetworkCreate,
  NetworkCreateParams,
  NetworkCreateResponse,
  NetworkDeleteResponse,
  NetworkListInterfacesParams,
  NetworkListInterfacesResponse,
  NetworkListInterfacesResponsesDefaultFlatPagination,
  NetworkListParams,
  NetworkRetrieveResponse,
  NetworkUpdateParams,
  NetworkUpdateResponse,
  Networks,
  NetworksDefaultFlatPagination,
} from './resources/networks/networks';
import {
  NumberReservation,
  NumberReservationCreateParams,
  NumberReservationCreateResponse,
  NumberReservationListParams,
  NumberReservationRetrieveResponse,
  NumberReservations,
  NumberReservationsDefaultFlatPagination,
  ReservedPhoneNumber,
} from './resources/number-reservations/number-reservations';
import { OperatorConnect } from './resources/operator-connect/operator-connect';
import { Organizations } from './resources/organizations/organizations';
import {
  Payment,
  PaymentCreateStoredPaymentTransactionParams,
  PaymentCreateStoredPaymentTransactionResponse,
} from './resources/payment/payment';
import { PhoneNumberBlocks } from './resources/phone-number-blocks/phone-number-blocks';
import {
  NumbersPhoneNumberDetailed,
  NumbersPhoneNumberDetailedsDefaultFlatPagination,
  PhoneNumberDeleteResponse,
  PhoneNumberDetailed,
  PhoneNumberListParams,
  PhoneNumberRetrieveResponse,
  PhoneNumberSlimListParams,
  PhoneNumberSlimListResponse,
  PhoneNumberSlimListResponsesDefaultFlatPagination,
  PhoneNumberUpdateParams,
  PhoneNumberUpdateResponse,
  PhoneNumbers,
} from './resources/phone-numbers/phone-numbers';
import {
  PortingOrder,
  PortingOrderActivationSettings,
  PortingOrderCreateParams,
  PortingOrderCreateResponse,
  PortingOrderDocuments,
  PortingOrderEndUser,
  PortingOrderEndUserAdmin,
  PortingOrderEndUserLocation,
  PortingOrderListParams,
  PortingOrderMessaging,
  PortingOrderMisc,
  PortingOrderPhoneNumberConfiguration,
  PortingOrderRequirement,
  PortingOrderRetrieveAllowedFocWindowsResponse,
  PortingOrderRetrieveExceptionTypesResponse,
  PortingOrderRetrieveLoaTemplateParams,
  PortingOrderRetrieveParams,
  PortingOrderRetrieveRequirementsParams,
  PortingOrderRetrieveRequirementsResponse,
  PortingOrderRetrieveRequirementsResponsesDefaultFlatPagination,
  PortingOrderRetrieveResponse,
  PortingOrderRetrieveSubRequestResponse,
  PortingOrderType,
  PortingOrderUpdateParams,
  PortingOrderUpdateResponse,
  PortingOrderUserFeedback,
  PortingOrders,
  PortingOrdersActivationJob,
  PortingOrdersDefaultFlatPagination,
} from './resources/porting-orders/porting-orders';
import { Porting, PortingListUkCarriersResponse } from './resources/porting/porting';
import {
  PortoutDetails,
  PortoutDetailsDefaultFlatPagination,
  PortoutListParams,
  PortoutListRejectionCodesParams,
  PortoutListRejectionCodesResponse,
  PortoutRetrieveResponse,
  PortoutUpdateStatusParams,
  PortoutUpdateStatusResponse,
  Portouts,
} from './resources/portouts/portouts';
import { Pricing } from './resources/pricing/pricing';
import {
  Queue,
  QueueCreateParams,
  QueueCreateResponse,
  QueueListParams,
  QueueRetrieveResponse,
  QueueUpdateParams,
  QueueUpdateResponse,
  Queues,
  QueuesDefaultFlatPagination,
} from './resources/queues/queues';
import { Rcs } from './resources/rcs/rcs';
import {
  RecordingListParams,
  RecordingResponse,
  RecordingResponseData,
  RecordingResponseDataDefaultFlatPagination,
  Recordings,
} from './resources/recordings/recordings';
import {
  ReportListMdrsParams,
  ReportListMdrsResponse,
  ReportListWdrsParams,
  ReportListWdrsResponse,
  ReportListWdrsResponsesDefaultFlatPagination,
  Reports,
} from './resources/reports/reports';
import { Reputation } from './resources/reputation/reputation';
import {
  Room,
  RoomCreateParams,
  RoomCreateResponse,
  RoomListParams,
  RoomRetrieveParams,
  RoomRetrieveResponse,
  RoomSession,
  RoomUpdateParams,
  RoomUpdateResponse,
  Rooms,
  RoomsDefaultFlatPagination,
} from './resources/rooms/rooms';
import {
  EventNode,
  SessionAnalysis,
  SessionAnalysisRetrieveParams,
  SessionAnalysisRetrieveResponse,
} from './resources/session-analysis/session-analysis';
import {
  ConsumedData,
  SimCardGroup,
  SimCardGroupCreateParams,
  SimCardGroupCreateResponse,
  SimCardGroupDeleteResponse,
  SimCardGroupListParams,
  SimCardGroupListResponse,
  SimCardGroupListResponsesDefaultFlatPagination,
  SimCardGroupRetrieveParams,
  SimCardGroupRetrieveResponse,
  SimCardGroupUpdateParams,
  SimCardGroupUpdateResponse,
  SimCardGroups,
} from './resources/sim-card-groups/sim-card-groups';
import {
  SimCard,
  SimCardDeleteParams,
  SimCardDeleteResponse,
  SimCardGetActivationCodeResponse,
  SimCardGetDeviceDetailsResponse,
  SimCardGetPublicIPResponse,
  SimCardListParams,
  SimCardListWirelessConnectivityLogsParams,
  SimCardListWirelessConnectivityLogsResponse,
  SimCardListWirelessConnectivityLogsResponsesDefaultFlatPagination,
  SimCardRetrieveParams,
  SimCardRetrieveResponse,
  SimCardUpdateParams,
  SimCardUpdateResponse,
  SimCards,
} from './resources/sim-cards/sim-cards';
import {
  SpeechToText,
  SpeechToTextListProvidersParams,
  SpeechToTextListProvidersResponse,
  SpeechToTextRetrieveTranscriptionParams,
  SttServiceType,
  TranscribeClientEvent,
  TranscribeServerEvent,
} from './resources/speech-to-text/speech-to-text';
import { Storage, StorageListMigrationSourceCoverageResponse } from './resources/storage/storage';
import {
  TermsOfService,
  TermsOfServiceRetrieveInfoParams,
  TermsOfServiceRetrieveInfoResponse,
  TermsOfServiceRetrieveStatusParams,
  TermsOfServiceRetrieveStatusResponse,
} from './resources/terms-of-service/terms-of-service';
import {
  Texml,
  TexmlInitiateAICallParams,
  TexmlInitiateAICallResponse,
  TexmlSecretsParams,
  TexmlSecretsResponse,
} from './resources/texml/texml';
import {
  StreamClientEvent,
  StreamServerEvent,
  TextToSpeech,
  TextToSpeechGenerateSpeechParams,
  TextToSpeechGenerateSpeechResponse,
  TextToSpeechListVoicesParams,
  TextToSpeechListVoicesResponse,
  TextToSpeechRetrieveSpeechParams,
} from './resources/text-to-speech/text-to-speech';
import {
  UacConnection,
  UacConnectionCreateParams,
  UacConnectionCreateResponse,
  UacConnectionDeleteResponse,
  UacConnectionListParams,
  UacConnectionRetrieveResponse,
  UacConnectionUpdateParams,
  UacConnectionUpdateResponse,
  UacConnections,
  UacConnectionsDefaultFlatPagination,
  UacExternalSettings,
  UacInbound,
  UacInboundRequest,
  UacInternalSettings,
  UacOutbound,
} from './resources/uac-connections/uac-connections';
import {
  CreateVerificationRequestSMS,
  CreateVerificationResponse,
  Verification,
  VerificationRetrieveResponse,
  VerificationTriggerCallParams,
  VerificationTriggerFlashcallParams,
  VerificationTriggerSMSParams,
  VerificationTriggerWhatsappVerificationParams,
  Verifications,
} from './resources/verifications/verifications';
import {
  VerifiedNumber,
  VerifiedNumberCreateParams,
  VerifiedNumberCreateResponse,
  VerifiedNumberDataWrapper,
  VerifiedNumberListParams,
  VerifiedNumbers,
  VerifiedNumbersDefaultFlatPagination,
} from './resources/verified-numbers/verified-numbers';
import {
  WebSearch,
  WebSearchContentsParams,
  WebSearchContentsResponse,
  WebSearchCreateParams,
  WebSearchCreateResponse,
  WebSearchResult,
} from './resources/web-search/web-search';
import { Whatsapp } from './resources/whatsapp/whatsapp';
import {
  Wireless,
  WirelessRetrieveRegionsParams,
  WirelessRetrieveRegionsResponse,
} from './resources/wireless/wireless';
import { X402 } from './resources/x402/x402';
import { type Fetch, type Record as BuiltinRecord } from './internal/builtin-types';
import { HeadersLike, NullableHeaders, buildHeaders } from './internal/headers';
import { FinalRequestOptions, RequestOptions } from './internal/request-options';
import { toBase64 } from './internal/utils/base64';
import { readEnv } from './internal/utils/env';
import {
  type LogLevel,
  type Logger,
  formatRequestDetails,
  loggerFor,
  parseLogLevel,
} from './internal/utils/log';
import { isEmptyObj } from './internal/utils/values';

export interface ClientOptions {
  /**
   * Defaults to process.env['TELNYX_API_KEY'].
   */
  apiKey?: string | null | undefined;

  /**
   * Defaults to process.env['TELNYX_PUBLIC_KEY'].
   */
  publicKey?: string | null | undefined;

  /**
   * Defaults to process.env['TELNYX_CLIENT_ID'].
   */
  clientID?: string | null | undefined;

  /**
   * Defaults to process.env['TELNYX_CLIENT_SECRET'].
   */
  clientSecret?: string | null | undefined;

  /**
   * Override the default base URL for the API, e.g., "https://api.example.com/v2/"
   *
   * Defaults to process.env['TELNYX_BASE_URL'].
   */
  baseURL?: string | null | undefined;

  /**
   * The maximum amount of time (in milliseconds) that the client should wait for a response
   * from the server before timing out a single request.
   *
   * Note that request timeouts are retried by default, so in a worst-case scenario you may wait
   * much longer than this timeout before the promise succeeds or fails.
   *
   * @unit milliseconds
   */
  timeout?: number | undefined;
  /**
   * Additional `RequestInit` options to be passed to `fetch` calls.
   * Properties will be overridden by per-request `fetchOptions`.
   */
  fetchOptions?: MergedRequestInit | undefined;

  /**
   * Specify a custom `fetch` function implementation.
   *
   * If not provided, we expect that `fetch` is defined globally.
   */
  fetch?: Fetch | undefined;

  /**
   * The maximum number of times that the client will retry a request in case of a
   * temporary failure, like a network error or a 5XX error from the server.
   *
   * @default 2
   */
  maxRetries?: number | undefined;

  /**
   * Default headers to include with every request to the API.
   *
   * These can be removed in individual requests by explicitly setting the
   * header to `null` in request options.
   */
  defaultHeaders?: HeadersLike | undefined;

  /**
   * Default query parameters to include with every request to the API.
   *
   * These can be removed in individual requests by explicitly setting the
   * param to `undefined` in request options.
   */
  defaultQuery?: BuiltinRecord<string, string | undefined> | undefined;

  /**
   * Set the log level.
   *
   * Defaults to process.env['TELNYX_LOG'] or 'warn' if it isn't set.
   */
  logLevel?: LogLevel | undefined;

  /**
   * Set the logger.
   *
   * Defaults to globalThis.console.
   */
  logger?: Logger | undefined;
}

/**
 * API Client for interfacing with the Telnyx API.
 */
export class Telnyx {
  apiKey: string | null;
  publicKey: string | null;
  clientID: string | null;
  clientSecret: string | null;

  baseURL: string;
  maxRetries: number;
  timeout: number;
  logger: Logger;
  logLevel: LogLevel | undefined;
  fetchOptions: MergedRequestInit | undefined;

  private fetch: Fetch;
  #encoder: Opts.RequestEncoder;
  protected idempotencyHeader?: string;
  private _options: ClientOptions;

  /**
   * API Client for interfacing with the Telnyx API.
   *
   * @param {string | null | undefined} [opts.apiKey=process.env['TELNYX_API_KEY'] ?? null]
   * @param {string | null | undefined} [opts.publicKey=process.env['TELNYX_PUBLIC_KEY'] ?? null]
   * @param {string | null | undefined} [opts.clientID=process.env['TELNYX_CLIENT_ID'] ?? null]
   * @param {string | null | undefined} [opts.clientSecret=process.env['TELNYX_CLIENT_SECRET'] ?? null]
   * @param {string} [opts.baseURL=process.env['TELNYX_BASE_URL'] ?? https://api.telnyx.com/v2] - Override the default base URL for the API.
   * @param {number} [opts.timeout=1 minute] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
   * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
   * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
   * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
   * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
   * @param {BuiltinRecord<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
   */
  constructor({
    baseURL = readEnv('TELNYX_BASE_URL'),
    apiKey = readEnv('TELNYX_API_KEY') ?? null,
    publicKey = readEnv('TELNYX_PUBLIC_KEY') ?? null,
    clientID = readEnv('TELNYX_CLIENT_ID') ?? null,
    clientSecret = readEnv('TELNYX_CLIENT_SECRET') ?? null,
    ...opts
  }: ClientOptions = {}) {
    const options: ClientOptions = {
      apiKey,
      publicKey,
      clientID,
      clientSecret,
      ...opts,
      baseURL: baseURL || `https://api.telnyx.com/v2`,
    };

    this.baseURL = options.baseURL!;
    this.timeout = options.timeout ?? Telnyx.DEFAULT_TIMEOUT /* 1 minute */;
    this.logger = options.logger ?? console;
    const defaultLogLevel = 'warn';
    // Set default logLevel early so that we can log a warning in parseLogLevel.
    this.logLevel = defaultLogLevel;
    this.logLevel =
      parseLogLevel(options.logLevel, 'ClientOptions.logLevel', this) ??
      parseLogLevel(readEnv('TELNYX_LOG'), "process.env['TELNYX_LOG']", this) ??
      defaultLogLevel;
    this.fetchOptions = options.fetchOptions;
    this.maxRetries = options.maxRetries ?? 2;
    this.fetch = options.fetch ?? Shims.getDefaultFetch();
    this.#encoder = Opts.FallbackEncoder;

    const customHeadersEnv = readEnv('TELNYX_CUSTOM_HEADERS');
    if (customHeadersEnv) {
      const parsed: BuiltinRecord<string, string> = {};
      for (const line of customHeadersEnv.split('\n')) {
        const colon = line.indexOf(':');
        if (colon >= 0) {
          parsed[line.substring(0, colon).trim()] = line.substring(colon + 1).trim();
        }
      }
      options.defaultHeaders = { ...parsed, ...options.defaultHeaders };
    }

    this._options = options;

    this.apiKey = apiKey;
    this.publicKey = publicKey;
    this.clientID = clientID;
    this.clientSecret = clientSecret;
  }

  /**
   * Create a new client instance re-using the same options given to the current client with optional overriding.
   */
  withOptions(options: Partial<ClientOptions>): this {
    const client = new (this.constructor as any as new (props: ClientOptions) => typeof this)({
      ...this._options,
      baseURL: this.baseURL,
      maxRetries: this.maxRetries,
      timeout: this.timeout,
      logger: this.logger,
      logLevel: this.logLevel,
      fetch: this.fetch,
      fetchOptions: this.fetchOptions,
      apiKey: this.apiKey,
      publicKey: this.publicKey,
      clientID: this.clientID,
      clientSecret: this.clientSecret,
      ...options,
    });
    client.oauthClientAuthState = this.oauthClientAuthState;
    return client;
  }

  /**
   * Check whether the base URL is set to its default.
   */
  #baseURLOverridden(): boolean {
    return this.baseURL !== 'https://api.telnyx.com/v2';
  }

  protected defaultQuery(): BuiltinRecord<string, string | undefined> | undefined {
    return this._options.defaultQuery;
  }

  protected validateHeaders({ values, nulls }: NullableHeaders) {
    return;
  }

  protected async authHeaders(opts: FinalRequestOptions): Promise<NullableHeaders | undefined> {
    return buildHeaders([await this.bearerAuth(opts), await this.oauthClientAuth(opts)]);
  }

  protected async bearerAuth(opts: FinalRequestOptions): Promise<NullableHeaders | undefined> {
    if (this.apiKey == null) {
      return undefined;
    }
    return buildHeaders([{ Authorization: `Bearer ${this.apiKey}` }]);
  }

  private oauthClientAuthState:
    | {
        promise: Promise<{
          access_token: string;
          token_type: string;
          expires_in: number;
          expires_at: Date;
          refresh_token?: string;
        }>;
        clientID: string;
        clientSecret: string;
      }
    | undefined;
  protected async oauthClientAuth(opts: FinalRequestOptions): Promise<NullableHeaders | undefined> {
    if (!this.clientID || !this.clientSecret) {
      return undefined;
    }

    // Invalidate the cache if the token is expired
    if (this.oauthClientAuthState && +(await this.oauthClientAuthState.promise).expires_at < Date.now()) {
      this.oauthClientAuthState = undefined;
    }

    // Invalidate the cache if the relevant state has been changed
    if (
      this.oauthClientAuthState &&
      this.oauthClientAuthState.clientID !== this.clientID &&
      this.oauthClientAuthState.clientSecret !== this.clientSecret
    ) {
      this.oauthClientAuthState = undefined;
    }

    if (!this.oauthClientAuthState) {
      this.oauthClientAuthState = {
        promise: this.fetch(this.buildURL('https://api.telnyx.com/v2/oauth/token', {}), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Authorization: `Basic ${toBase64(`${this.clientID}:${this.clientSecret}`)}`,
          },
          body: 'grant_type=client_credentials',
        }).then(async (res) => {
          if (!res.ok) {
            const errText = await res.text().catch(() => '');
            const errJSON = errText ? safeJSON(errText) : undefined;
            const errMessage = errJSON ? undefined : errText;
            throw this.makeStatusError(res.status, errJSON, errMessage, res.headers);
          }
          const json = (await res.json()) as {
            access_token: string;
            token_type: string;
            expires_in: number;
            refresh_token?: string;
          };
          const now = new Date();
          now.setSeconds(now.getSeconds() + json.expires_in);
          return { ...json, expires_at: now };
        }),
        clientID: this.clientID,
        clientSecret: this.clientSecret,
      };
    }

    const token = await this.oauthClientAuthState.promise;

    return buildHeaders([{ Authorization: `Bearer ${token.access_token}` }]);
  }

  protected stringifyQuery(query: object | BuiltinRecord<string, unknown>): string {
    return stringifyQuery(query);
  }

  private getUserAgent(): string {
    return `${this.constructor.name}/JS ${VERSION}`;
  }

  protected defaultIdempotencyKey(): string {
    return `stainless-node-retry-${uuid4()}`;
  }

  protected makeStatusError(
    status: number,
    error: Object,
    message: string | undefined,
    headers: Headers,
  ): Errors.APIError {
    return Errors.APIError.generate(status, error, message, headers);
  }

  buildURL(
    path: string,
    query: BuiltinRecord<string, unknown> | null | undefined,
    defaultBaseURL?: string | undefined,
  ): string {
    const baseURL = (!this.#baseURLOverridden() && defaultBaseURL) || this.baseURL;
    const url =
      isAbsoluteURL(path) ?
        new URL(path)
      : new URL(baseURL + (baseURL.endsWith('/') && path.startsWith('/') ? path.slice(1) : path));

    const defaultQuery = this.defaultQuery();
    const pathQuery = Object.fromEntries(url.searchParams);
    if (!isEmptyObj(defaultQuery) || !isEmptyObj(pathQuery)) {
      query = { ...pathQuery, ...defaultQuery, ...query };
    }

    if (typeof query === 'object' && query && !Array.isArray(query)) {
      url.search = this.stringifyQuery(query);
    }

    return url.toString();
  }

  /**
   * Used as a callback for mutating the given `FinalRequestOptions` object.
   */
  protected async prepareOptions(options: FinalRequestOptions): Promise<void> {}

  /**
   * Used as a callback for mutating the given `RequestInit` object.
   *
   * This is useful for cases where you want to add certain headers based off of
   * the request properties, e.g. `method` or `url`.
   */
  protected async prepareRequest(
    request: RequestInit,
    { url, options }: { url: string; options: FinalRequestOptions },
  ): Promise<void> {}

  get<Rsp>(path: string, opts?: PromiseOrValue<RequestOptions>): APIPromise<Rsp> {
    return this.methodRequest('get', path, opts);
  }

  post<Rsp>(path: string, opts?: PromiseOrValue<RequestOptions>): APIPromise<Rsp> {
    return this.methodRequest('post', path, opts);
  }

  patch<Rsp>(path: string, opts?: PromiseOrValue<RequestOptions>): APIPromise<Rsp> {
    return this.methodRequest('patch', path, opts);
  }

  put<Rsp>(path: string, opts?: PromiseOrValue<RequestOptions>): APIPromise<Rsp> {
    return this.methodRequest('put', path, opts);
  }

  delete<Rsp>(path: string, opts?: PromiseOrValue<RequestOptions>): APIPromise<Rsp> {
    return this.methodRequest('delete', path, opts);
  }

  private methodRequest<Rsp>(
    method: HTTPMethod,
    path: string,
    opts?: PromiseOrValue<RequestOptions>,
  ): APIPromise<Rsp> {
    return this.request(
      Promise.resolve(opts).then((opts) => {
        return { method, path, ...opts };
      }),
    );
  }

  request<Rsp>(
    options: PromiseOrValue<FinalRequestOptions>,
    remainingRetries: number | null = null,
  ): APIPromise<Rsp> {
    return new APIPromise(this, this.makeRequest(options, remainingRetries, undefined));
  }

  private async makeRequest(
    optionsInput: PromiseOrValue<FinalRequestOptions>,
    retriesRemaining: number | null,
    retryOfRequestLogID: string | undefined,
  ): Promise<APIResponseProps> {
    const options = await optionsInput;
    const maxRetries = options.maxRetries ?? this.maxRetries;
    if (retriesRemaining == null) {
      retriesRemaining = maxRetries;
    }

    await this.prepareOptions(options);

    const { req, url, timeout } = await this.buildRequest(options, {
      retryCount: maxRetries - retriesRemaining,
    });

    await this.prepareRequest(req, { url, options });

    /** Not an API request ID, just for correlating local log entries. */
    const requestLogID = 'log_' + ((Math.random() * (1 << 24)) | 0).toString(16).padStart(6, '0');
    const retryLogStr = retryOfRequestLogID === undefined ? '' : `, retryOf: ${retryOfRequestLogID}`;
    const startTime = Date.now();

    loggerFor(this).debug(
      `[${requestLogID}] sending request`,
      formatRequestDetails({
        retryOfRequestLogID,
        method: options.method,
        url,
        options,
        headers: req.headers,
      }),
    );

    if (options.signal?.aborted) {
      throw new Errors.APIUserAbortError();
    }

    const controller = new AbortController();
    const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);
    const headersTime = Date.now();

    if (response instanceof globalThis.Error) {
      const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;
      if (options.signal?.aborted) {
        throw new Errors.APIUserAbortError();
      }
      // detect native connection timeout errors
      // deno throws "TypeError: error sending request for url (https://example/): client error (Connect): tcp connect error: Operation timed out (os error 60): Operation timed out (os error 60)"
      // undici throws "TypeError: fetch failed" with cause "ConnectTimeoutError: Connect Timeout Error (attempted address: example:443, timeout: 1ms)"
      // others do not provide enough information to distinguish timeouts from other connection errors
      const isTimeout =
        isAbortError(response) ||
        /timed? ?out/i.test(String(response) + ('cause' in response ? String(response.cause) : ''));
      if (retriesRemaining) {
        loggerFor(this).info(
          `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} - ${retryMessage}`,
        );
        loggerFor(this).debug(
          `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} (${retryMessage})`,
          formatRequestDetails({
            retryOfRequestLogID,
            url,
            durationMs: headersTime - startTime,
            message: response.message,
          }),
        );
        return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID);
      }
      loggerFor(this).info(
        `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} - error; no more retries left`,
      );
      loggerFor(this).debug(
        `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} (error; no more retries left)`,
        formatRequestDetails({
          retryOfRequestLogID,
          url,
          durationMs: headersTime - startTime,
          message: response.message,
        }),
      );
      if (isTimeout) {
        throw new Errors.APIConnectionTimeoutError();
      }
      throw new Errors.APIConnectionError({ cause: response });
    }

    const responseInfo = `[${requestLogID}${retryLogStr}] ${req.method} ${url} ${
      response.ok ? 'succeeded' : 'failed'
    } with status ${response.status} in ${headersTime - startTime}ms`;

    if (!response.ok) {
      const shouldRetry = await this.shouldRetry(response);
      if (retriesRemaining && shouldRetry) {
        const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;

        // We don't need the body of this response.
        await Shims.CancelReadableStream(response.body);
        loggerFor(this).info(`${responseInfo} - ${retryMessage}`);
        loggerFor(this).debug(
          `[${requestLogID}] response error (${retryMessage})`,
          formatRequestDetails({
            retryOfRequestLogID,
            url: response.url,
            status: response.status,
            headers: response.headers,
            durationMs: headersTime - startTime,
          }),
        );
        return this.retryRequest(
          options,
          retriesRemaining,
          retryOfRequestLogID ?? requestLogID,
          response.headers,
        );
      }

      const retryMessage = shouldRetry ? `error; no more retries left` : `error; not retryable`;

      loggerFor(this).info(`${responseInfo} - ${retryMessage}`);

      const errText = await response.text().catch((err: any) => castToError(err).message);
      const errJSON = safeJSON(errText) as any;
      const errMessage = errJSON ? undefined : errText;

      loggerFor(this).debug(
        `[${requestLogID}] response error (${retryMessage})`,
        formatRequestDetails({
          retryOfRequestLogID,
          url: response.url,
          status: response.status,
          headers: response.headers,
          message: errMessage,
          durationMs: Date.now() - startTime,
        }),
      );

      const err = this.makeStatusError(response.status, errJSON, errMessage, response.headers);
      throw err;
    }

    loggerFor(this).info(responseInfo);
    loggerFor(this).debug(
      `[${requestLogID}] response start`,
      formatRequestDetails({
        retryOfRequestLogID,
        url: response.url,
        status: response.status,
        headers: response.headers,
        durationMs: headersTime - startTime,
      }),
    );

    return { response, options, controller, requestLogID, retryOfRequestLogID, startTime };
  }

  getAPIList<Item, PageClass extends Pagination.AbstractPage<Item> = Pagination.AbstractPage<Item>>(
    path: string,
    Page: new (...args: any[]) => PageClass,
    opts?: PromiseOrValue<RequestOptions>,
  ): Pagination.PagePromise<PageClass, Item> {
    return this.requestAPIList(
      Page,
      opts && 'then' in opts ?
        opts.then((opts) => ({ method: 'get', path, ...opts }))
      : { method: 'get', path, ...opts },
    );
  }

  requestAPIList<
    Item = unknown,
    PageClass extends Pagination.AbstractPage<Item> = Pagination.AbstractPage<Item>,
  >(
    Page: new (...args: ConstructorParameters<typeof Pagination.AbstractPage>) => PageClass,
    options: PromiseOrValue<FinalRequestOptions>,
  ): Pagination.PagePromise<PageClass, Item> {
    const request = this.makeRequest(options, null, undefined);
    return new Pagination.PagePromise<PageClass, Item>(this as any as Telnyx, request, Page);
  }

  async fetchWithTimeout(
    url: RequestInfo,
    init: RequestInit | undefined,
    ms: number,
    controller: AbortController,
  ): Promise<Response> {
    const { signal, method, ...options } = init || {};
    const abort = this._makeAbort(controller);
    if (signal) signal.addEventListener('abort', abort, { once: true });

    const timeout = setTimeout(abort, ms);

    const isReadableBody =
      ((globalThis as any).ReadableStream && options.body instanceof (globalThis as any).ReadableStream) ||
      (typeof options.body === 'object' && options.body !== null && Symbol.asyncIterator in options.body);

    const fetchOptions: RequestInit = {
      signal: controller.signal as any,
      ...(isReadableBody ? { duplex: 'half' } : {}),
      method: 'GET',
      ...options,
    };
    if (method) {
      // Custom methods like 'patch' need to be uppercased
      // See https://github.com/nodejs/undici/issues/2294
      fetchOptions.method = method.toUpperCase();
    }

    try {
      // use undefined this binding; fetch errors if bound to something else in browser/cloudflare
      return await this.fetch.call(undefined, url, fetchOptions);
    } finally {
      clearTimeout(timeout);
    }
  }

  private async shouldRetry(response: Response): Promise<boolean> {
    // Note this is not a standard header.
    const shouldRetryHeader = response.headers.get('x-should-retry');

    // If the server explicitly says whether or not to retry, obey.
    if (shouldRetryHeader === 'true') return true;
    if (shouldRetryHeader === 'false') return false;

    // Retry if the token has expired
    const oauthClientAuth = await this.oauthClientAuthState?.promise;
    if (response.status === 401 && oauthClientAuth && +oauthClientAuth.expires_at - Date.now() < 10 * 1000) {
      this.oauthClientAuthState = undefined;
      return true;
    }

    // Retry on request timeouts.
    if (response.status === 408) return true;

    // Retry on lock timeouts.
    if (response.status === 409) return true;

    // Retry on rate limits.
    if (response.status === 429) return true;

    // Retry internal errors.
    if (response.status >= 500) return true;

    return false;
  }

  private async retryRequest(
    options: FinalRequestOptions,
    retriesRemaining: number,
    requestLogID: string,
    responseHeaders?: Headers | undefined,
  ): Promise<APIResponseProps> {
    let timeoutMillis: number | undefined;

    // Note the `retry-after-ms` header may not be standard, but is a good idea and we'd like proactive support for it.
    const retryAfterMillisHeader = responseHeaders?.get('retry-after-ms');
    if (retryAfterMillisHeader) {
      const timeoutMs = parseFloat(retryAfterMillisHeader);
      if (!Number.isNaN(timeoutMs)) {
        timeoutMillis = timeoutMs;
      }
    }

    // About the Retry-After header: https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Retry-After
    const retryAfterHeader = responseHeaders?.get('retry-after');
    if (retryAfterHeader && !timeoutMillis) {
      const timeoutSeconds = parseFloat(retryAfterHeader);
      if (!Number.isNaN(timeoutSeconds)) {
        timeoutMillis = timeoutSeconds * 1000;
      } else {
        timeoutMillis = Date.parse(retryAfterHeader) - Date.now();
      }
    }

    // If the API asks us to wait a certain amount of time, just do what it
    // says, but otherwise calculate a default
    if (timeoutMillis === undefined) {
      const maxRetries = options.maxRetries ?? this.maxRetries;
      timeoutMillis = this.calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries);
    }
    await sleep(timeoutMillis);

    return this.makeRequest(options, retriesRemaining - 1, requestLogID);
  }

  private calculateDefaultRetryTimeoutMillis(retriesRemaining: number, maxRetries: number): number {
    const initialRetryDelay = 0.5;
    const maxRetryDelay = 8.0;

    const numRetries = maxRetries - retriesRemaining;

    // Apply exponential backoff, but not more than the max.
    const sleepSeconds = Math.min(initialRetryDelay * Math.pow(2, numRetries), maxRetryDelay);

    // Apply some jitter, take up to at most 25 percent of the retry time.
    const jitter = 1 - Math.random() * 0.25;

    return sleepSeconds * jitter * 1000;
  }

  async buildRequest(
    inputOptions: FinalRequestOptions,
    { retryCount = 0 }: { retryCount?: number } = {},
  ): Promise<{ req: FinalizedRequestInit; url: string; timeout: number }> {
    const options = { ...inputOptions };
    const { method, path, query, defaultBaseURL } = options;

    const url = this.buildURL(path!, query as BuiltinRecord<string, unknown>, defaultBaseURL);
    if ('timeout' in options) validatePositiveInteger('timeout', options.timeout);
    options.timeout = options.timeout ?? this.timeout;
    const { bodyHeaders, body } = this.buildBody({ options });
    const reqHeaders = await this.buildHeaders({ options: inputOptions, method, bodyHeaders, retryCount });

    const req: FinalizedRequestInit = {
      method,
      headers: reqHeaders,
      ...(options.signal && { signal: options.signal }),
      ...((globalThis as any).ReadableStream &&
        body instanceof (globalThis as any).ReadableStream && { duplex: 'half' }),
      ...(body && { body }),
      ...((this.fetchOptions as any) ?? {}),
      ...((options.fetchOptions as any) ?? {}),
    };

    return { req, url, timeout: options.timeout };
  }

  private async buildHeaders({
    options,
    method,
    bodyHeaders,
    retryCount,
  }: {
    options: FinalRequestOptions;
    method: HTTPMethod;
    bodyHeaders: HeadersLike;
    retryCount: number;
  }): Promise<Headers> {
    let idempotencyHeaders: HeadersLike = {};
    if (this.idempotencyHeader && method !== 'get') {
      if (!options.idempotencyKey) options.idempotencyKey = this.defaultIdempotencyKey();
      idempotencyHeaders[this.idempotencyHeader] = options.idempotencyKey;
    }

    const headers = buildHeaders([
      idempotencyHeaders,
      {
        Accept: 'application/json',
        'User-Agent': this.getUserAgent(),
        'X-Stainless-Retry-Count': String(retryCount),
        ...(options.timeout ? { 'X-Stainless-Timeout': String(Math.trunc(options.timeout / 1000)) } : {}),
        ...getPlatformHeaders(),
      },
      await this.authHeaders(options),
      this._options.defaultHeaders,
      bodyHeaders,
      options.headers,
    ]);

    this.validateHeaders(headers);

    return headers.values;
  }

  private _makeAbort(controller: AbortController) {
    // note: we can't just inline this method inside `fetchWithTimeout()` because then the closure
    //       would capture all request options, and cause a memory leak.
    return () => controller.abort();
  }

  private buildBody({ options }: { options: FinalRequestOptions }): {
    bodyHeaders: HeadersLike;
    body: BodyInit | undefined;
  } {
    const { body, headers: rawHeaders } = options;
    if (!body) {
      // A resource method always passes a `body` key when its operation defines a
      // request body, even if the caller omitted an optional body param. Keep the
      // content-type for those, and only elide it for operations with no body at
      // all (e.g. GET/DELETE).
      if (body == null && 'body' in options) {
        return this.#encoder({ body, headers: buildHeaders([rawHeaders]) });
      }
      return { bodyHeaders: undefined, body: undefined };
    }
    const headers = buildHeaders([rawHeaders]);
    if (
      // Pass raw type verbatim
      ArrayBuffer.isView(body) ||
      body instanceof ArrayBuffer ||
      body instanceof DataView ||
      (typeof body === 'string' &&
        // Preserve legacy string encoding behavior for now
        headers.values.has('content-type')) ||
      // `Blob` is superset of `File`
      ((globalThis as any).Blob && body instanceof (globalThis as any).Blob) ||
      // `FormData` -> `multipart/form-data`
      body instanceof FormData ||
      // `URLSearchParams` -> `application/x-www-form-urlencoded`
      body instanceof URLSearchParams ||
      // Send chunked stream (each chunk has own `length`)
      ((globalThis as any).ReadableStream && body instanceof (globalThis as any).ReadableStream)
    ) {
      return { bodyHeaders: undefined, body: body as BodyInit };
    } else if (
      typeof body === 'object' &&
      (Symbol.asyncIterator in body ||
        (Symbol.iterator in body && 'next' in body && typeof body.next === 'function'))
    ) {
      return { bodyHeaders: undefined, body: Shims.ReadableStreamFrom(body as AsyncIterable<Uint8Array>) };
    } else if (
      typeof body === 'object' &&
      headers.values.get('content-type') === 'application/x-www-form-urlencoded'
    ) {
      return {
        bodyHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
        body: this.stringifyQuery(body),
      };
    } else {
      return this.#encoder({ body, headers });
    }
  }

  static Telnyx = this;
  static DEFAULT_TIMEOUT = 60000; // 1 minute

  static TelnyxError = Errors.TelnyxError;
  static APIError = Errors.APIError;
  static APIConnectionError = Errors.APIConnectionError;
  static APIConnectionTimeoutError = Errors.APIConnectionTimeoutError;
  static APIUserAbortError = Errors.APIUserAbortError;
  static NotFoundError = Errors.NotFoundError;
  static ConflictError = Errors.ConflictError;
  static RateLimitError = Errors.RateLimitError;
  static BadRequestError = Errors.BadRequestError;
  static AuthenticationError = Errors.AuthenticationError;
  static InternalServerError = Errors.InternalServerError;
  static PermissionDeniedError = Errors.PermissionDeniedError;
  static UnprocessableEntityError = Errors.UnprocessableEntityError;

  static toFile = Uploads.toFile;

  legacy: API.Legacy = new API.Legacy(this);
  oauth: API.OAuth = new API.OAuth(this);
  oauthClients: API.OAuthClients = new API.OAuthClients(this);
  oauthGrants: API.OAuthGrants = new API.OAuthGrants(this);
  webhooks: API.Webhooks = new API.Webhooks(this);
  /**
   * IP Address Operations
   */
  accessIPAddress: API.AccessIPAddress = new API.AccessIPAddress(this);
  /**
   * IP Range Operations
   */
  accessIPRanges: API.AccessIPRanges = new API.AccessIPRanges(this);
  actions: API.Actions = new API.Actions(this);
  /**
   * Operations to work with Address records. Address records are emergency-validated addresses meant to be associated with phone numbers. They are validated for emergency usage purposes at creation time, although you may validate them separately with a custom workflow using the ValidateAddress operation separately. Address records are not usable for physical orders, such as for Telnyx SIM cards, please use UserAddress for that. It is not possible to entirely skip emergency service validation for Address records; if an emergency provider for a phone number rejects the address then it cannot be used on a phone number. To prevent records from getting out of sync, Address records are immutable and cannot be altered once created. If you realize you need to alter an address, a new record must be created with the differing address.
   */
  addresses: API.Addresses = new API.Addresses(this);
  advancedOrders: API.AdvancedOrders = new API.AdvancedOrders(this);
  ai: API.AI = new API.AI(this);
  /**
   * Audit log operations.
   */
  auditEvents: API.AuditEvents = new API.AuditEvents(this);
  authenticationProviders: API.AuthenticationProviders = new API.AuthenticationProviders(this);
  /**
   * Number search
   */
  availablePhoneNumberBlocks: API.AvailablePhoneNumberBlocks = new API.AvailablePhoneNumberBlocks(this);
  /**
   * Number search
   */
  availablePhoneNumbers: API.AvailablePhoneNumbers = new API.AvailablePhoneNumbers(this);
  /**
   * Billing operations
   */
  balance: API.Balance = new API.Balance(this);
  /**
   * Billing groups operations
   */
  billingGroups: API.BillingGroups = new API.BillingGroups(this);
  /**
   * View SIM card actions, their progress and timestamps using the SIM Card Actions API
   */
  bulkSimCardActions: API.BulkSimCardActions = new API.BulkSimCardActions(this);
  bundlePricing: API.BundlePricing = new API.BundlePricing(this);
  /**
   * Call Control applications operations
   */
  callControlApplications: API.CallControlApplications = new API.CallControlApplications(this);
  /**
   * Call Control debugging
   */
  callEvents: API.CallEvents = new API.CallEvents(this);
  calls: API.Calls = new API.Calls(this);
  /**
   * Voice Channels
   */
  channelZones: API.ChannelZones = new API.ChannelZones(this);
  chargesBreakdown: API.ChargesBreakdown = new API.ChargesBreakdown(this);
  chargesSummary: API.ChargesSummary = new API.ChargesSummary(this);
  /**
   * Number orders
   */
  comments: API.Comments = new API.Comments(this);
  /**
   * Conference command operations
   */
  conferences: API.Conferences = new API.Conferences(this);
  connections: API.Connections = new API.Connections(this);
  /**
   * Country Coverage
   */
  countryCoverage: API.CountryCoverageResource = new API.CountryCoverageResource(this);
  /**
   * Credential connection operations
   */
  credentialConnections: API.CredentialConnections = new API.CredentialConnections(this);
  /**
   * Call Recordings operations.
   */
  customStorageCredentials: API.CustomStorageCredentials = new API.CustomStorageCredentials(this);
  /**
   * Customer Service Record operations
   */
  customerServiceRecords: API.CustomerServiceRecords = new API.CustomerServiceRecords(this);
  /**
   * Detail Records operations
   */
  detailRecords: API.DetailRecords = new API.DetailRecords(this);
  /**
   * Dialogflow Connection Operations.
   */
  dialogflowConnections: API.DialogflowConnections = new API.DialogflowConnections(this);
  /**
   * Documents
   */
  documentLinks: API.DocumentLinks = new API.DocumentLinks(this);
  /**
   * Documents
   */
  documents: API.Documents = new API.Documents(this);
  /**
   * Dynamic emergency address operations
   */
  dynamicEmergencyAddresses: API.DynamicEmergencyAddresses = new API.DynamicEmergencyAddresses(this);
  /**
   * Dynamic Emergency Endpoints
   */
  dynamicEmergencyEndpoints: API.DynamicEmergencyEndpoints = new API.DynamicEmergencyEndpoints(this);
  /**
   * External Connections operations
   */
  externalConnections: API.ExternalConnections = new API.ExternalConnections(this);
  /**
   * Fax Applications operations
   */
  faxApplications: API.FaxApplications = new API.FaxApplications(this);
  /**
   * Programmable fax command operations
   */
  faxes: API.Faxes = new API.Faxes(this);
  /**
   * FQDN connection operations
   */
  fqdnConnections: API.FqdnConnections = new API.FqdnConnections(this);
  /**
   * FQDN operations
   */
  fqdns: API.Fqdns = new API.Fqdns(this);
  /**
   * Global IPs
   */
  globalIPAllowedPorts: API.GlobalIPAllowedPorts = new API.GlobalIPAllowedPorts(this);
  /**
   * Global IPs
   */
  globalIPAssignmentHealth: API.GlobalIPAssignmentHealth = new API.GlobalIPAssignmentHealth(this);
  /**
   * Global IPs
   */
  globalIPAssignments: API.GlobalIPAssignments = new API.GlobalIPAssignments(this);
  /**
   * Global IPs
   */
  globalIPAssignmentsUsage: API.GlobalIPAssignmentsUsage = new API.GlobalIPAssignmentsUsage(this);
  /**
   * Global IPs
   */
  globalIPHealthCheckTypes: API.GlobalIPHealthCheckTypes = new API.GlobalIPHealthCheckTypes(this);
  /**
   * Global IPs
   */
  globalIPHealthChecks: API.GlobalIPHealthChecks = new API.GlobalIPHealthChecks(this);
  /**
   * Global IPs
   */
  globalIPLatency: API.GlobalIPLatency = new API.GlobalIPLatency(this);
  /**
   * Global IPs
   */
  globalIPProtocols: API.GlobalIPProtocols = new API.GlobalIPProtocols(this);
  /**
   * Global IPs
   */
  globalIPUsage: API.GlobalIPUsage = new API.GlobalIPUsage(this);
  /**
   * Global IPs
   */
  globalIPs: API.GlobalIPs = new API.GlobalIPs(this);
  /**
   * Voice Channels
   */
  inboundChannels: API.InboundChannels = new API.InboundChannels(this);
  /**
   * Store and retrieve integration secrets
   */
  integrationSecrets: API.IntegrationSecrets = new API.IntegrationSecrets(this);
  /**
   * Inventory Level
   */
  inventoryCoverage: API.InventoryCoverage = new API.InventoryCoverage(this);
  invoices: API.Invoices = new API.Invoices(this);
  /**
   * IP connection operations
   */
  ipConnections: API.IPConnections = new API.IPConnections(this);
  /**
   * IP operations
   */
  ips: API.IPs = new API.IPs(this);
  /**
   * Ledger billing reports
   */
  ledgerBillingGroupReports: API.LedgerBillingGroupReports = new API.LedgerBillingGroupReports(this);
  /**
   * Voice Channels
   */
  list: API.List = new API.List(this);
  /**
   * Managed Accounts operations
   */
  managedAccounts: API.ManagedAccounts = new API.ManagedAccounts(this);
  /**
   * Media Storage operations
   */
  media: API.Media = new API.Media(this);
  messages: API.Messages = new API.Messages(this);
  messaging: API.Messaging = new API.Messaging(this);
  /**
   * Manage your messaging hosted numbers
   */
  messagingHostedNumberOrders: API.MessagingHostedNumberOrders = new API.MessagingHostedNumberOrders(this);
  messagingHostedNumbers: API.MessagingHostedNumbers = new API.MessagingHostedNumbers(this);
  /**
   * Configure your phone numbers
   */
  messagingNumbersBulkUpdates: API.MessagingNumbersBulkUpdates = new API.MessagingNumbersBulkUpdates(this);
  /**
   * Opt-Out Management
   */
  messagingOptouts: API.MessagingOptouts = new API.MessagingOptouts(this);
  messagingProfiles: API.MessagingProfiles = new API.MessagingProfiles(this);
  messagingTollfree: API.MessagingTollfree = new API.MessagingTollfree(this);
  /**
   * Messaging URL Domains
   */
  messagingURLDomains: API.MessagingURLDomains = new API.MessagingURLDomains(this);
  /**
   * Mobile network operators operations
   */
  mobileNetworkOperators: API.MobileNetworkOperators = new API.MobileNetworkOperators(this);
  /**
   * Mobile push credential management
   */
  mobilePushCredentials: API.MobilePushCredentials = new API.MobilePushCredentials(this);
  networkCoverage: API.NetworkCoverage = new API.NetworkCoverage(this);
  /**
   * Network operations
   */
  networks: API.Networks = new API.Networks(this);
  /**
   * Notification settings operations
   */
  notificationChannels: API.NotificationChannels = new API.NotificationChannels(this);
  /**
   * Notification settings operations
   */
  notificationEventConditions: API.NotificationEventConditions = new API.NotificationEventConditions(this);
  /**
   * Notification settings operations
   */
  notificationEvents: API.NotificationEvents = new API.NotificationEvents(this);
  /**
   * Notification settings operations
   */
  notificationProfiles: API.NotificationProfiles = new API.NotificationProfiles(this);
  /**
   * Notification settings operations
   */
  notificationSettings: API.NotificationSettings = new API.NotificationSettings(this);
  numberBlockOrders: API.NumberBlockOrders = new API.NumberBlockOrders(this);
  /**
   * Look up phone number data
   */
  numberLookup: API.NumberLookup = new API.NumberLookup(this);
  numberOrderPhoneNumbers: API.NumberOrderPhoneNumbers = new API.NumberOrderPhoneNumbers(this);
  /**
   * Number orders
   */
  numberOrders: API.NumberOrders = new API.NumberOrders(this);
  /**
   * Number reservations
   */
  numberReservations: API.NumberReservations = new API.NumberReservations(this);
  numbersFeatures: API.NumbersFeatures = new API.NumbersFeatures(this);
  operatorConnect: API.OperatorConnect = new API.OperatorConnect(this);
  /**
   * OTA updates operations
   */
  otaUpdates: API.OtaUpdates = new API.OtaUpdates(this);
  /**
   * Outbound voice profiles operations
   */
  outboundVoiceProfiles: API.OutboundVoiceProfiles = new API.OutboundVoiceProfiles(this);
  /**
   * Operations for managing stored payment transactions.
   */
  payment: API.Payment = new API.Payment(this);
  phoneNumberBlocks: API.PhoneNumberBlocks = new API.PhoneNumberBlocks(this);
  /**
   * Configure your phone numbers
   */
  phoneNumbers: API.PhoneNumbers = new API.PhoneNumbers(this);
  /**
   * Regulatory Requirements
   */
  phoneNumbersRegulatoryRequirements: API.PhoneNumbersRegulatoryRequirements =
    new API.PhoneNumbersRegulatoryRequirements(this);
  /**
   * Determining portability of phone numbers
   */
  portabilityChecks: API.PortabilityChecks = new API.PortabilityChecks(this);
  /**
   * Endpoints related to porting orders management.
   */
  porting: API.Porting = new API.Porting(this);
  /**
   * Endpoints related to porting orders management.
   */
  portingOrders: API.PortingOrders = new API.PortingOrders(this);
  /**
   * Endpoints related to porting orders management.
   */
  portingPhoneNumbers: API.PortingPhoneNumbers = new API.PortingPhoneNumbers(this);
  /**
   * Number portout operations
   */
  portouts: API.Portouts = new API.Portouts(this);
  /**
   * Private Wireless Gateways operations
   */
  privateWirelessGateways: API.PrivateWirelessGateways = new API.PrivateWirelessGateways(this);
  /**
   * Public Internet Gateway operations
   */
  publicInternetGateways: API.PublicInternetGateways = new API.PublicInternetGateways(this);
  /**
   * Queue commands operations
   */
  queues: API.Queues = new API.Queues(this);
  rcs: API.Rcs = new API.Rcs(this);
  /**
   * Call Recordings operations.
   */
  recordingTranscriptions: API.RecordingTranscriptions = new API.RecordingTranscriptions(this);
  /**
   * Call Recordings operations.
   */
  recordings: API.Recordings = new API.Recordings(this);
  /**
   * Regions
   */
  regions: API.Regions = new API.Regions(this);
  /**
   * Regulatory Requirements
   */
  regulatoryRequirements: API.RegulatoryRequirements = new API.RegulatoryRequirements(this);
  reports: API.Reports = new API.Reports(this);
  speechToText: API.SpeechToText = new API.SpeechToText(this);
  /**
   * Requirement Groups
   */
  requirementGroups: API.RequirementGroups = new API.RequirementGroups(this);
  /**
   * Types of requirements for international numbers and porting orders
   */
  requirementTypes: API.RequirementTypes = new API.RequirementTypes(this);
  /**
   * Requirements for international numbers and porting orders
   */
  requirements: API.Requirements = new API.Requirements(this);
  /**
   * Rooms Compositions operations.
   */
  roomCompositions: API.RoomCompositions = new API.RoomCompositions(this);
  /**
   * Rooms Participants operations.
   */
  roomParticipants: API.RoomParticipants = new API.RoomParticipants(this);
  /**
   * Rooms Recordings operations.
   */
  roomRecordings: API.RoomRecordings = new API.RoomRecordings(this);
  /**
   * Rooms operations.
   */
  rooms: API.Rooms = new API.Rooms(this);
  /**
   * Observability into Telnyx platform stability and performance.
   */
  seti: API.Seti = new API.Seti(this);
  /**
   * Short codes
   */
  shortCodes: API.ShortCodes = new API.ShortCodes(this);
  /**
   * SIM Cards operations
   */
  simCardDataUsageNotifications: API.SimCardDataUsageNotifications = new API.SimCardDataUsageNotifications(
    this,
  );
  /**
   * SIM Card Groups operations
   */
  simCardGroups: API.SimCardGroups = new API.SimCardGroups(this);
  /**
   * SIM Card Orders operations
   */
  simCardOrderPreview: API.SimCardOrderPreview = new API.SimCardOrderPreview(this);
  /**
   * SIM Card Orders operations
   */
  simCardOrders: API.SimCardOrders = new API.SimCardOrders(this);
  /**
   * SIM Cards operations
   */
  simCards: API.SimCards = new API.SimCards(this);
  /**
   * SIPREC connectors configuration.
   */
  siprecConnectors: API.SiprecConnectors = new API.SiprecConnectors(this);
  /**
   * Migrate data from an external provider into Telnyx Cloud Storage
   */
  storage: API.Storage = new API.Storage(this);
  subNumberOrders: API.SubNumberOrders = new API.SubNumberOrders(this);
  /**
   * Number orders
   */
  subNumberOrdersReport: API.SubNumberOrdersReportResource = new API.SubNumberOrdersReportResource(this);
  telephonyCredentials: API.TelephonyCredentials = new API.TelephonyCredentials(this);
  /**
   * TeXML REST Commands
   */
  texml: API.Texml = new API.Texml(this);
  /**
   * TeXML Applications operations
   */
  texmlApplications: API.TexmlApplications = new API.TexmlApplications(this);
  /**
   * Text to speech streaming command operations
   */
  textToSpeech: API.TextToSpeech = new API.TextToSpeech(this);
  /**
   * Usage data reporting across Telnyx products
   */
  usageReports: API.UsageReports = new API.UsageReports(this);
  /**
   * Operations for working with UserAddress records. UserAddress records are stored addresses that users can use for non-emergency-calling purposes, such as for shipping addresses for orders of wireless SIMs (or other physical items). They cannot be used for emergency calling and are distinct from Address records, which are used on phone numbers.
   */
  userAddresses: API.UserAddresses = new API.UserAddresses(this);
  /**
   * User-defined tags for Telnyx resources
   */
  userTags: API.UserTags = new API.UserTags(this);
  /**
   * Two factor authentication API
   */
  verifications: API.Verifications = new API.Verifications(this);
  /**
   * Verified Numbers operations
   */
  verifiedNumbers: API.VerifiedNumbers = new API.VerifiedNumbers(this);
  /**
   * Two factor authentication API
   */
  verifyProfiles: API.VerifyProfiles = new API.VerifyProfiles(this);
  /**
   * Virtual Cross Connect operations
   */
  virtualCrossConnects: API.VirtualCrossConnects = new API.VirtualCrossConnects(this);
  /**
   * Virtual Cross Connect operations
   */
  virtualCrossConnectsCoverage: API.VirtualCrossConnectsCoverage = new API.VirtualCrossConnectsCoverage(this);
  /**
   * Webhooks operations
   */
  webhookDeliveries: API.WebhookDeliveries = new API.WebhookDeliveries(this);
  /**
   * WireGuard Interface operations
   */
  wireguardInterfaces: API.WireguardInterfaces = new API.WireguardInterfaces(this);
  /**
   * WireGuard Interface operations
   */
  wireguardPeers: API.WireguardPeers = new API.WireguardPeers(this);
  /**
   * Regions for wireless services
   */
  wireless: API.Wireless = new API.Wireless(this);
  /**
   * Wireless Blocklists operations
   */
  wirelessBlocklistValues: API.WirelessBlocklistValues = new API.WirelessBlocklistValues(this);
  /**
   * Wireless Blocklists operations
   */
  wirelessBlocklists: API.WirelessBlocklists = new API.WirelessBlocklists(this);
  wellKnown: API.WellKnown = new API.WellKnown(this);
  /**
   * Inexplicit number orders for bulk purchasing without specifying exact numbers
   */
  inexplicitNumberOrders: API.InexplicitNumberOrders = new API.InexplicitNumberOrders(this);
  /**
   * Mobile phone number operations
   */
  mobilePhoneNumbers: API.MobilePhoneNumbers = new API.MobilePhoneNumbers(this);
  /**
   * Mobile voice connection operations
   */
  mobileVoiceConnections: API.MobileVoiceConnections = new API.MobileVoiceConnections(this);
  messaging10dlc: API.Messaging10dlc = new API.Messaging10dlc(this);
  organizations: API.Organizations = new API.Organizations(this);
  alphanumericSenderIDs: API.AlphanumericSenderIDs = new API.AlphanumericSenderIDs(this);
  messagingProfileMetrics: API.MessagingProfileMetrics = new API.MessagingProfileMetrics(this);
  /**
   * Analyze voice AI sessions, costs, and event hierarchies across Telnyx products.
   */
  sessionAnalysis: API.SessionAnalysis = new API.SessionAnalysis(this);
  whatsapp: API.Whatsapp = new API.Whatsapp(this);
  /**
   * Manage Whatsapp message templates
   */
  whatsappMessageTemplates: API.WhatsappMessageTemplates = new API.WhatsappMessageTemplates(this);
  x402: API.X402 = new API.X402(this);
  /**
   * Capture and manage voice identities as clones for use in text-to-speech synthesis.
   */
  voiceClones: API.VoiceClones = new API.VoiceClones(this);
  /**
   * Create and manage AI-generated voice designs using natural language prompts.
   */
  voiceDesigns: API.VoiceDesigns = new API.VoiceDesigns(this);
  /**
   * Traffic Policy Profiles operations
   */
  trafficPolicyProfiles: API.TrafficPolicyProfiles = new API.TrafficPolicyProfiles(this);
  /**
   * Manage the legal-entity record that owns your DIRs and phone numbers.
   */
  enterprises: API.Enterprises = new API.Enterprises(this);
  reputation: API.Reputation = new API.Reputation(this);
  /**
   * Accept and review the Branded Calling and Phone Number Reputation terms of service.
   */
  termsOfService: API.TermsOfService = new API.TermsOfService(this);
  /**
   * Manage pronunciation dictionaries for text-to-speech synthesis. Dictionaries contain alias items (text replacement) and phoneme items (IPA pronunciation notation) that control how specific words are spoken.
   */
  pronunciationDicts: API.PronunciationDicts = new API.PronunciationDicts(this);
  /**
   * UAC connection operations
   */
  uacConnections: API.UacConnections = new API.UacConnections(this);
  /**
   * Retrieve raw Voice SDK call report stats payloads for WebRTC call troubleshooting.
   */
  voiceSDKCallReports: API.VoiceSDKCallReports = new API.VoiceSDKCallReports(this);
  /**
   * Static reference values the API accepts: call reasons, document types, rejection types.
   */
  callReasons: API.CallReasons = new API.CallReasons(this);
  dir: API.DirResource = new API.DirResource(this);
  /**
   * Trademark or impersonation claims filed against your DIR. Customers may contest a claim with supporting evidence.
   */
  infringementClaims: API.InfringementClaims = new API.InfringementClaims(this);
  /**
   * Recipient suppression records (`/v2/email_blocks`).
   */
  emailBlocks: API.EmailBlocks = new API.EmailBlocks(this);
  emailDomains: API.EmailDomains = new API.EmailDomains(this);
  /**
   * Retrieve account-level email events and event statistics.
   */
  emailEvents: API.EmailEvents = new API.EmailEvents(this);
  /**
   * Create and manage agent inboxes, retrieve inbound messages and threads, and reply to or forward messages.
   */
  emailInboxes: API.EmailInboxes = new API.EmailInboxes(this);
  /**
   * Send and manage email messages. Legacy `/v2/emails` routes are aliases for these endpoints.
   */
  emailMessages: API.EmailMessages = new API.EmailMessages(this);
  /**
   * Create, list, retrieve, update, delete, and render Liquid email templates.
   */
  emailTemplates: API.EmailTemplates = new API.EmailTemplates(this);
  /**
   * Account-wide conversation threads across every inbox, for agents operating many inboxes at once.
   */
  emailThreads: API.EmailThreads = new API.EmailThreads(this);
  /**
   * Named groups and group-scoped suppressions.
   */
  emailUnsubscribeGroups: API.EmailUnsubscribeGroups = new API.EmailUnsubscribeGroups(this);
  /**
   * Validate email addresses synchronously or in asynchronous batches.
   */
  emailValidations: API.EmailValidations = new API.EmailValidations(this);
  pricing: API.Pricing = new API.Pricing(this);
  webSearch: API.WebSearch = new API.WebSearch(this);
  meetingSessions: API.MeetingSessions = new API.MeetingSessions(this);
  externalRequirements: API.ExternalRequirements = new API.ExternalRequirements(this);
  compute: API.Compute = new API.Compute(this);
  /**
   * Noise suppression engines that can be selected when configuring noise suppression on voice connections.
   */
  noiseSuppressionEngines: API.NoiseSuppressionEngines = new API.NoiseSuppressionEngines(this);
  /**
   * Agentic (bot) signup for Telnyx accounts. An AI agent solves a reverse-CAPTCHA challenge designed to be easy for LLMs and hard for humans, registers an account, and signs in by consuming a magic link emailed to the account owner. All endpoints are public and unauthenticated; signup endpoints are additionally gated by the freemium feature flags and per-country availability.
   */
  botChallenge: API.BotChallenge = new API.BotChallenge(this);
  /**
   * Agentic (bot) signup for Telnyx accounts. An AI agent solves a reverse-CAPTCHA challenge designed to be easy for LLMs and hard for humans, registers an account, and signs in by consuming a magic link emailed to the account owner. All endpoints are public and unauthenticated; signup endpoints are additionally gated by the freemium feature flags and per-country availability.
   */
  botSessions: API.BotSessions = new API.BotSessions(this);
  /**
   * Agentic (bot) signup for Telnyx accounts. An AI agent solves a reverse-CAPTCHA challenge designed to be easy for LLMs and hard for humans, registers an account, and signs in by consuming a magic link emailed to the account owner. All endpoints are public and unauthenticated; signup endpoints are additionally gated by the freemium feature flags and per-country availability.
   */
  botSignup: API.BotSignup = new API.BotSignup(this);
  /**
   * Machine payment (MPP) account-credit operations. Fund your Telnyx account programmatically from a machine or agent using the Machine Payment Protocol, an HTTP-402 flow settled via Stripe or Tempo.
   */
  machinePayments: API.MachinePayments = new API.MachinePayments(this);
}

Telnyx.Legacy = Legacy;
Telnyx.OAuth = OAuth;
Telnyx.OAuthClients = OAuthClients;
Telnyx.OAuthGrants = OAuthGrants;
Telnyx.Webhooks = Webhooks;
Telnyx.AccessIPAddress = AccessIPAddress;
Telnyx.AccessIPRanges = AccessIPRanges;
Telnyx.Actions = Actions;
Telnyx.Addresses = Addresses;
Telnyx.AdvancedOrders = AdvancedOrders;
Telnyx.AI = AI;
Telnyx.AuditEvents = AuditEvents;
Telnyx.AuthenticationProviders = AuthenticationProviders;
Telnyx.AvailablePhoneNumberBlocks = AvailablePhoneNumberBlocks;
Telnyx.AvailablePhoneNumbers = AvailablePhoneNumbers;
Telnyx.Balance = Balance;
Telnyx.BillingGroups = BillingGroups;
Telnyx.BulkSimCardActions = BulkSimCardActions;
Telnyx.BundlePricing = BundlePricing;
Telnyx.CallControlApplications = CallControlApplications;
Telnyx.CallEvents = CallEvents;
Telnyx.Calls = Calls;
Telnyx.ChannelZones = ChannelZones;
Telnyx.ChargesBreakdown = ChargesBreakdown;
Telnyx.ChargesSummary = ChargesSummary;
Telnyx.Comments = Comments;
Telnyx.Conferences = Conferences;
Telnyx.Connections = Connections;
Telnyx.CountryCoverageResource = CountryCoverageResource;
Telnyx.CredentialConnections = CredentialConnections;
Telnyx.CustomStorageCredentials = CustomStorageCredentials;
Telnyx.CustomerServiceRecords = CustomerServiceRecords;
Telnyx.DetailRecords = DetailRecords;
Telnyx.DialogflowConnections = DialogflowConnections;
Telnyx.DocumentLinks = DocumentLinks;
Telnyx.Documents = Documents;
Telnyx.DynamicEmergencyAddresses = DynamicEmergencyAddresses;
Telnyx.DynamicEmergencyEndpoints = DynamicEmergencyEndpoints;
Telnyx.ExternalConnections = ExternalConnections;
Telnyx.FaxApplications = FaxApplications;
Telnyx.Faxes = Faxes;
Telnyx.FqdnConnections = FqdnConnections;
Telnyx.Fqdns = Fqdns;
Telnyx.GlobalIPAllowedPorts = GlobalIPAllowedPorts;
Telnyx.GlobalIPAssignmentHealth = GlobalIPAssignmentHealth;
Telnyx.GlobalIPAssignments = GlobalIPAssignments;
Telnyx.GlobalIPAssignmentsUsage = GlobalIPAssignmentsUsage;
Telnyx.GlobalIPHealthCheckTypes = GlobalIPHealthCheckTypes;
Telnyx.GlobalIPHealthChecks = GlobalIPHealthChecks;
Telnyx.GlobalIPLatency = GlobalIPLatency;
Telnyx.GlobalIPProtocols = GlobalIPProtocols;
Telnyx.GlobalIPUsage = GlobalIPUsage;
Telnyx.GlobalIPs = GlobalIPs;
Telnyx.InboundChannels = InboundChannels;
Telnyx.IntegrationSecrets = IntegrationSecrets;
Telnyx.InventoryCoverage = InventoryCoverage;
Telnyx.Invoices = Invoices;
Telnyx.IPConnections = IPConnections;
Telnyx.IPs = IPs;
Telnyx.LedgerBillingGroupReports = LedgerBillingGroupReports;
Telnyx.List = List;
Telnyx.ManagedAccounts = ManagedAccounts;
Telnyx.Media = Media;
Telnyx.Messages = Messages;
Telnyx.Messaging = Messaging;
Telnyx.MessagingHostedNumberOrders = MessagingHostedNumberOrders;
Telnyx.MessagingHostedNumbers = MessagingHostedNumbers;
Telnyx.MessagingNumbersBulkUpdates = MessagingNumbersBulkUpdates;
Telnyx.MessagingOptouts = MessagingOptouts;
Telnyx.MessagingProfiles = MessagingProfiles;
Telnyx.MessagingTollfree = MessagingTollfree;
Telnyx.MessagingURLDomains = MessagingURLDomains;
Telnyx.MobileNetworkOperators = MobileNetworkOperators;
Telnyx.MobilePushCredentials = MobilePushCredentials;
Telnyx.NetworkCoverage = NetworkCoverage;
Telnyx.Networks = Networks;
Telnyx.NotificationChannels = NotificationChannels;
Telnyx.NotificationEventConditions = NotificationEventConditions;
Telnyx.NotificationEvents = NotificationEvents;
Telnyx.NotificationProfiles = NotificationProfiles;
Telnyx.NotificationSettings = NotificationSettings;
Telnyx.NumberBlockOrders = NumberBlockOrders;
Telnyx.NumberLookup = NumberLookup;
Telnyx.NumberOrderPhoneNumbers = NumberOrderPhoneNumbers;
Telnyx.NumberOrders = NumberOrders;
Telnyx.NumberReservations = NumberReservations;
Telnyx.NumbersFeatures = NumbersFeatures;
Telnyx.OperatorConnect = OperatorConnect;
Telnyx.OtaUpdates = OtaUpdates;
Telnyx.OutboundVoiceProfiles = OutboundVoiceProfiles;
Telnyx.Payment = Payment;
Telnyx.PhoneNumberBlocks = PhoneNumberBlocks;
Telnyx.PhoneNumbers = PhoneNumbers;
Telnyx.PhoneNumbersRegulatoryRequirements = PhoneNumbersRegulatoryRequirements;
Telnyx.PortabilityChecks = PortabilityChecks;
Telnyx.Porting = Porting;
Telnyx.PortingOrders = PortingOrders;
Telnyx.PortingPhoneNumbers = PortingPhoneNumbers;
Telnyx.Portouts = Portouts;
Telnyx.PrivateWirelessGateways = PrivateWirelessGateways;
Telnyx.PublicInternetGateways = PublicInternetGateways;
Telnyx.Queues = Queues;
Telnyx.Rcs = Rcs;
Telnyx.RecordingTranscriptions = RecordingTranscriptions;
Telnyx.Recordings = Recordings;
Telnyx.Regions = Regions;
Telnyx.RegulatoryRequirements = RegulatoryRequirements;
Telnyx.Reports = Reports;
Telnyx.SpeechToText = SpeechToText;
Telnyx.RequirementGroups = RequirementGroups;
Telnyx.RequirementTypes = RequirementTypes;
Telnyx.Requirements = Requirements;
Telnyx.RoomCompositions = RoomCompositions;
Telnyx.RoomParticipants = RoomParticipants;
Telnyx.RoomRecordings = RoomRecordings;
Telnyx.Rooms = Rooms;
Telnyx.Seti = Seti;
Telnyx.ShortCodes = ShortCodes;
Telnyx.SimCardDataUsageNotifications = SimCardDataUsageNotifications;
Telnyx.SimCardGroups = SimCardGroups;
Telnyx.SimCardOrderPreview = SimCardOrderPreview;
Telnyx.SimCardOrders = SimCardOrders;
Telnyx.SimCards = SimCards;
Telnyx.SiprecConnectors = SiprecConnectors;
Telnyx.Storage = Storage;
Telnyx.SubNumberOrders = SubNumberOrders;
Telnyx.SubNumberOrdersReportResource = SubNumberOrdersReportResource;
Telnyx.TelephonyCredentials = TelephonyCredentials;
Telnyx.Texml = Texml;
Telnyx.TexmlApplications = TexmlApplications;
Telnyx.TextToSpeech = TextToSpeech;
Telnyx.UsageReports = UsageReports;
Telnyx.UserAddresses = UserAddresses;
Telnyx.UserTags = UserTags;
Telnyx.Verifications = Verifications;
Telnyx.VerifiedNumbers = VerifiedNumbers;
Telnyx.VerifyProfiles = VerifyProfiles;
Telnyx.VirtualCrossConnects = VirtualCrossConnects;
Telnyx.VirtualCrossConnectsCoverage = VirtualCrossConnectsCoverage;
Telnyx.WebhookDeliveries = WebhookDeliveries;
Telnyx.WireguardInterfaces = WireguardInterfaces;
Telnyx.WireguardPeers = WireguardPeers;
Telnyx.Wireless = Wireless;
Telnyx.WirelessBlocklistValues = WirelessBlocklistValues;
Telnyx.WirelessBlocklists = WirelessBlocklists;
Telnyx.WellKnown = WellKnown;
Telnyx.InexplicitNumberOrders = InexplicitNumberOrders;
Telnyx.MobilePhoneNumbers = MobilePhoneNumbers;
Telnyx.MobileVoiceConnections = MobileVoiceConnections;
Telnyx.Messaging10dlc = Messaging10dlc;
Telnyx.Organizations = Organizations;
Telnyx.AlphanumericSenderIDs = AlphanumericSenderIDs;
Telnyx.MessagingProfileMetrics = MessagingProfileMetrics;
Telnyx.SessionAnalysis = SessionAnalysis;
Telnyx.Whatsapp = Whatsapp;
Telnyx.WhatsappMessageTemplates = WhatsappMessageTemplates;
Telnyx.X402 = X402;
Telnyx.VoiceClones = VoiceClones;
Telnyx.VoiceDesigns = VoiceDesigns;
Telnyx.TrafficPolicyProfiles = TrafficPolicyProfiles;
Telnyx.Enterprises = Enterprises;
Telnyx.Reputation = Reputation;
Telnyx.TermsOfService = TermsOfService;
Telnyx.PronunciationDicts = PronunciationDicts;
Telnyx.UacConnections = UacConnections;
Telnyx.VoiceSDKCallReports = VoiceSDKCallReports;
Telnyx.CallReasons = CallReasons;
Telnyx.DirResource = DirResource;
Telnyx.InfringementClaims = InfringementClaims;
Telnyx.EmailBlocks = EmailBlocks;
Telnyx.EmailDomains = EmailDomains;
Telnyx.EmailEvents = EmailEvents;
Telnyx.EmailInboxes = EmailInboxes;
Telnyx.EmailMessages = EmailMessages;
Telnyx.EmailTemplates = EmailTemplates;
Telnyx.EmailThreads = EmailThreads;
Telnyx.EmailUnsubscribeGroups = EmailUnsubscribeGroups;
Telnyx.EmailValidations = EmailValidations;
Telnyx.Pricing = Pricing;
Telnyx.WebSearch = WebSearch;
Telnyx.MeetingSessions = MeetingSessions;
Telnyx.ExternalRequirements = ExternalRequirements;
Telnyx.Compute = Compute;
Telnyx.NoiseSuppressionEngines = NoiseSuppressionEngines;
Telnyx.BotChallenge = BotChallenge;
Telnyx.BotSessions = BotSessions;
Telnyx.BotSignup = BotSignup;
Telnyx.MachinePayments = MachinePayments;

export declare namespace Telnyx {
  export type RequestOptions = Opts.RequestOptions;

  export import DefaultFlatPagination = Pagination.DefaultFlatPagination;
  export {
    type DefaultFlatPaginationParams as DefaultFlatPaginationParams,
    type DefaultFlatPaginationResponse as DefaultFlatPaginationResponse,
  };

  export import DefaultFlatPaginationTopLevelArray = Pagination.DefaultFlatPaginationTopLevelArray;
  export {
    type DefaultFlatPaginationTopLevelArrayParams as DefaultFlatPaginationTopLevelArrayParams,
    type DefaultFlatPaginationTopLevelArrayResponse as DefaultFlatPaginationTopLevelArrayResponse,
  };

  export import DefaultPaginationForLogMessages = Pagination.DefaultPaginationForLogMessages;
  export {
    type DefaultPaginationForLogMessagesParams as DefaultPaginationForLogMessagesParams,
    type DefaultPaginationForLogMessagesResponse as DefaultPaginationForLogMessagesResponse,
  };

  export import DefaultPaginationForMessagingTollfree = Pagination.DefaultPaginationForMessagingTollfree;
  export {
    type DefaultPaginationForMessagingTollfreeParams as DefaultPaginationForMessagingTollfreeParams,
    type DefaultPaginationForMessagingTollfreeResponse as DefaultPaginationForMessagingTollfreeResponse,
  };

  export import DefaultPaginationForQueues = Pagination.DefaultPaginationForQueues;
  export {
    type DefaultPaginationForQueuesParams as DefaultPaginationForQueuesParams,
    type DefaultPaginationForQueuesResponse as DefaultPaginationForQueuesResponse,
  };

  export import DefaultFlatPaginationForInexplicitNumberOrders = Pagination.DefaultFlatPaginationForInexplicitNumberOrders;
  export {
    type DefaultFlatPaginationForInexplicitNumberOrdersParams as DefaultFlatPaginationForInexplicitNumberOrdersParams,
    type DefaultFlatPaginationForInexplicitNumberOrdersResponse as DefaultFlatPaginationForInexplicitNumberOrdersResponse,
  };

  export import PerPagePagination = Pagination.PerPagePagination;
  export {
    type PerPagePaginationParams as PerPagePaginationParams,
    type PerPagePaginationResponse as PerPagePaginationResponse,
  };

  export import PerPagePaginationV2 = Pagination.PerPagePaginationV2;
  export {
    type PerPagePaginationV2Params as PerPagePaginationV2Params,
    type PerPagePaginationV2Response as PerPagePaginationV2Response,
  };

  export import CursorFlatPagination = Pagination.CursorFlatPagination;
  export {
    type CursorFlatPaginationParams as CursorFlatPaginationParams,
    type CursorFlatPaginationResponse as CursorFlatPaginationResponse,
  };

  export import EmailCursorPagination = Pagination.EmailCursorPagination;
  export {
    type EmailCursorPaginationParams as EmailCursorPaginationParams,
    type EmailCursorPaginationResponse as EmailCursorPaginationResponse,
  };

  export import EmailBracketCursorPagination = Pagination.EmailBracketCursorPagination;
  export {
    type EmailBracketCursorPaginationParams as EmailBracketCursorPaginationParams,
    type EmailBracketCursorPaginationResponse as EmailBracketCursorPaginationResponse,
  };

  export import CloudfsCursorPagination = Pagination.CloudfsCursorPagination;
  export {
    type CloudfsCursorPaginationParams as CloudfsCursorPaginationParams,
    type CloudfsCursorPaginationResponse as CloudfsCursorPaginationResponse,
  };

  export { Legacy as Legacy };

  export {
    OAuth as OAuth,
    type OAuthRetrieveResponse as OAuthRetrieveResponse,
    type OAuthGrantsResponse as OAuthGrantsResponse,
    type OAuthIntrospectResponse as OAuthIntrospectResponse,
    type OAuthRegisterResponse as OAuthRegisterResponse,
    type OAuthRetrieveAuthorizeResponse as OAuthRetrieveAuthorizeResponse,
    type OAuthRetrieveJwksResponse as OAuthRetrieveJwksResponse,
    type OAuthTokenResponse as OAuthTokenResponse,
    type OAuthRetrieveAuthorizeParams as OAuthRetrieveAuthorizeParams,
    type OAuthGrantsParams as OAuthGrantsParams,
    type OAuthIntrospectParams as OAuthIntrospectParams,
    type OAuthRegisterParams as OAuthRegisterParams,
    type OAuthTokenParams as OAuthTokenParams,
  };

  export {
    OAuthClients as OAuthClients,
    type OAuthClient as OAuthClient,
    type OAuthOAuthPaginationMeta as OAuthOAuthPaginationMeta,
    type PaginationMetaOAuth as PaginationMetaOAuth,
    type OAuthClientCreateResponse as OAuthClientCreateResponse,
    type OAuthClientRetrieveResponse as OAuthClientRetrieveResponse,
    type OAuthClientUpdateResponse as OAuthClientUpdateResponse,
    type OAuthClientsDefaultFlatPagination as OAuthClientsDefaultFlatPagination,
    type OAuthClientListParams as OAuthClientListParams,
    type OAuthClientCreateParams as OAuthClientCreateParams,
    type OAuthClientUpdateParams as OAuthClientUpdateParams,
  };

  export {
    OAuthGrants as OAuthGrants,
    type OAuthGrant as OAuthGrant,
    type OAuthGrantRetrieveResponse as OAuthGrantRetrieveResponse,
    type OAuthGrantDeleteResponse as OAuthGrantDeleteResponse,
    type OAuthGrantsDefaultFlatPagination as OAuthGrantsDefaultFlatPagination,
    type OAuthGrantListParams as OAuthGrantListParams,
  };

  export {
    Webhooks as Webhooks,
    type CallAIGatherEnded as CallAIGatherEnded,
    type CallAIGatherMessageHistoryUpdated as CallAIGatherMessageHistoryUpdated,
    type CallAIGatherPartialResults as CallAIGatherPartialResults,
    type CallAnswered as CallAnswered,
    type CallBridged as CallBridged,
    type CallConversationEnded as CallConversationEnded,
    type CallConversationInsightsGenerated as CallConversationInsightsGenerated,
    type CallDtmfReceived as CallDtmfReceived,
    type CallEnqueued as CallEnqueued,
    type CallForkStarted as CallForkStarted,
    type CallForkStopped as CallForkStopped,
    type CallGatherEnded as CallGatherEnded,
    type CallHangup as CallHangup,
    type CallInitiated as CallInitiated,
    type CallLeftQueue as CallLeftQueue,
    type CallMachineDetectionEnded as CallMachineDetectionEnded,
    type CallMachineGreetingEnded as CallMachineGreetingEnded,
    type CallMachinePremiumDetectionEnded as CallMachinePremiumDetectionEnded,
    type CallMachinePremiumGreetingEnded as CallMachinePremiumGreetingEnded,
    type CallPlaybackEnded as CallPlaybackEnded,
    type CallPlaybackStarted as CallPlaybackStarted,
    type CallRecordingError as CallRecordingError,
    type CallRecordingSaved as CallRecordingSaved,
    type CallRecordingTranscriptionSaved as CallRecordingTranscriptionSaved,
    type CallReferCompleted as CallReferCompleted,
    type CallReferFailed as CallReferFailed,
    type CallReferStarted as CallReferStarted,
    type CallSiprecFailed as CallSiprecFailed,
    type CallSiprecStarted as CallSiprecStarted,
    type CallSiprecStopped as CallSiprecStopped,
    type CallSpeakEnded as CallSpeakEnded,
    type CallSpeakStarted as CallSpeakStarted,
    type CallStreamingFailed as CallStreamingFailed,
    type CallStreamingStarted as CallStreamingStarted,
    type CallStreamingStopped as CallStreamingStopped,
    type CampaignStatusUpdate as CampaignStatusUpdate,
    type ConferenceCreated as ConferenceCreated,
    type ConferenceEnded as ConferenceEnded,
    type ConferenceFloorChanged as ConferenceFloorChanged,
    type ConferenceParticipantJoined as ConferenceParticipantJoined,
    type ConferenceParticipantLeft as ConferenceParticipantLeft,
    type ConferenceParticipantPlaybackEnded as ConferenceParticipantPlaybackEnded,
    type ConferenceParticipantPlaybackStarted as ConferenceParticipantPlaybackStarted,
    type ConferenceParticipantSpeakEnded as ConferenceParticipantSpeakEnded,
    type ConferenceParticipantSpeakStarted as ConferenceParticipantSpeakStarted,
    type ConferencePlaybackEnded as ConferencePlaybackEnded,
    type ConferencePlaybackStarted as ConferencePlaybackStarted,
    type ConferenceRecordingSaved as ConferenceRecordingSaved,
    type ConferenceSpeakEnded as ConferenceSpeakEnded,
    type ConferenceSpeakStarted as ConferenceSpeakStarted,
    type FaxDelivered as FaxDelivered,
    type FaxFailed as FaxFailed,
    type FaxMediaProcessed as FaxMediaProcessed,
    type FaxQueued as FaxQueued,
    type FaxSendingStarted as FaxSendingStarted,
    type InboundMessage as InboundMessage,
    type InboundSipHeader as InboundSipHeader,
    type MessagingInboundMessage as MessagingInboundMessage,
    type NumberOrderStatusUpdate as NumberOrderStatusUpdate,
    type OutboundMessage as OutboundMessage,
    type ReplacedLinkClick as ReplacedLinkClick,
    type Transcription as Transcription,
    type WhatsappAccountUpdate as WhatsappAccountUpdate,
    type WhatsappMessageEcho as WhatsappMessageEcho,
    type CallAIGatherEndedWebhookEvent as CallAIGatherEndedWebhookEvent,
    type CallAIGatherMessageHistoryUpdatedWebhookEvent as CallAIGatherMessageHistoryUpdatedWebhookEvent,
    type CallAIGatherPartialResultsWebhookEvent as CallAIGatherPartialResultsWebhookEvent,
    type ArtifactCompletedWebhookEvent as ArtifactCompletedWebhookEvent,
    type ArtifactFailedWebhookEvent as ArtifactFailedWebhookEvent,
    type CallAnsweredWebhookEvent as CallAnsweredWebhookEvent,
    type CallBridgedWebhookEvent as CallBridgedWebhookEvent,
    type CallConversationEndedWebhookEvent as CallConversationEndedWebhookEvent,
    type CallConversationInsightsGeneratedWebhookEvent as CallConversationInsightsGeneratedWebhookEvent,
    type CallCostWebhookEvent as CallCostWebhookEvent,
    type CallDeepfakeDetectionErrorWebhookEvent as CallDeepfakeDetectionErrorWebhookEvent,
    type CallDeepfakeDetectionResultWebhookEvent as CallDeepfakeDetectionResultWebhookEvent,
    type CallDtmfReceivedWebhookEvent as CallDtmfReceivedWebhookEvent,
    type CallEnqueuedWebhookEvent as CallEnqueuedWebhookEvent,
    type CallForkStartedWebhookEvent as CallForkStartedWebhookEvent,
    type CallForkStoppedWebhookEvent as CallForkStoppedWebhookEvent,
    type CallGatherEndedWebhookEvent as CallGatherEndedWebhookEvent,
    type CallHangupWebhookEvent as CallHangupWebhookEvent,
    type CallHoldWebhookEvent as CallHoldWebhookEvent,
    type CallInitiatedWebhookEvent as CallInitiatedWebhookEvent,
    type CallLeftQueueWebhookEvent as CallLeftQueueWebhookEvent,
    type CallMachineDetectionEndedWebhookEvent as CallMachineDetectionEndedWebhookEvent,
    type CallMachineGreetingEndedWebhookEvent as CallMachineGreetingEndedWebhookEvent,
    type CallMachinePremiumDetectionEndedWebhookEvent as CallMachinePremiumDetectionEndedWebhookEvent,
    type CallMachinePremiumGreetingEndedWebhookEvent as CallMachinePremiumGreetingEndedWebhookEvent,
    type CallPaymentCompletedWebhookEvent as CallPaymentCompletedWebhookEvent,
    type CallPaymentProgressWebhookEvent as CallPaymentProgressWebhookEvent,
    type CallPlaybackEndedWebhookEvent as CallPlaybackEndedWebhookEvent,
    type CallPlaybackStartedWebhookEvent as CallPlaybackStartedWebhookEvent,
    type CallRecordingErrorWebhookEvent as CallRecordingErrorWebhookEvent,
    type CallRecordingSavedWebhookEvent as CallRecordingSavedWebhookEvent,
    type CallRecordingTranscriptionSavedWebhookEvent as CallRecordingTranscriptionSavedWebhookEvent,
    type CallReferCompletedWebhookEvent as CallReferCompletedWebhookEvent,
    type CallReferFailedWebhookEvent as CallReferFailedWebhookEvent,
    type CallReferStartedWebhookEvent as CallReferStartedWebhookEvent,
    type CallSiprecFailedWebhookEvent as CallSiprecFailedWebhookEvent,
    type CallSiprecStartedWebhookEvent as CallSiprecStartedWebhookEvent,
    type CallSiprecStoppedWebhookEvent as CallSiprecStoppedWebhookEvent,
    type CallSpeakEndedWebhookEvent as CallSpeakEndedWebhookEvent,
    type CallSpeakStartedWebhookEvent as CallSpeakStartedWebhookEvent,
    type CallStreamingFailedWebhookEvent as CallStreamingFailedWebhookEvent,
    type CallStreamingStartedWebhookEvent as CallStreamingStartedWebhookEvent,
    type CallStreamingStoppedWebhookEvent as CallStreamingStoppedWebhookEvent,
    type CallUnholdWebhookEvent as CallUnholdWebhookEvent,
    type ConferenceCreatedWebhookEvent as ConferenceCreatedWebhookEvent,
    type ConferenceEndedWebhookEvent as ConferenceEndedWebhookEvent,
    type ConferenceParticipantJoinedWebhookEvent as ConferenceParticipantJoinedWebhookEvent,
    type ConferenceParticipantLeftWebhookEvent as ConferenceParticipantLeftWebhookEvent,
    type ConferenceParticipantPlaybackEndedWebhookEvent as ConferenceParticipantPlaybackEndedWebhookEvent,
    type ConferenceParticipantPlaybackStartedWebhookEvent as ConferenceParticipantPlaybackStartedWebhookEvent,
    type ConferenceParticipantSpeakEndedWebhookEvent as ConferenceParticipantSpeakEndedWebhookEvent,
    type ConferenceParticipantSpeakStartedWebhookEvent as ConferenceParticipantSpeakStartedWebhookEvent,
    type ConferencePlaybackEndedWebhookEvent as ConferencePlaybackEndedWebhookEvent,
    type ConferencePlaybackStartedWebhookEvent as ConferencePlaybackStartedWebhookEvent,
    type ConferenceRecordingSavedWebhookEvent as ConferenceRecordingSavedWebhookEvent,
    type ConferenceSpeakEndedWebhookEvent as ConferenceSpeakEndedWebhookEvent,
    type ConferenceSpeakStartedWebhookEvent as ConferenceSpeakStartedWebhookEvent,
    type DeliveryUpdateWebhookEvent as DeliveryUpdateWebhookEvent,
    type HostedNumberOrderEventWebhookEvent as HostedNumberOrderEventWebhookEvent,
    type InboundMessageWebhookEvent as InboundMessageWebhookEvent,
    type NumberOrderStatusUpdateWebhookEvent as NumberOrderStatusUpdateWebhookEvent,
    type RecordingAvailableWebhookEvent as RecordingAvailableWebhookEvent,
    type ReplacedLinkClickWebhookEvent as ReplacedLinkClickWebhookEvent,
    type SessionStatusChangedWebhookEvent as SessionStatusChangedWebhookEvent,
    type TranscriptCompletedWebhookEvent as TranscriptCompletedWebhookEvent,
    type TranscriptionWebhookEvent as TranscriptionWebhookEvent,
    type UnsafeUnwrapWebhookEvent as UnsafeUnwrapWebhookEvent,
    type UnwrapWebhookEvent as UnwrapWebhookEvent,
  };

  export {
    AccessIPAddress as AccessIPAddress,
    type AccessIPAddressResponse as AccessIPAddressResponse,
    type CloudflareSyncStatus as CloudflareSyncStatus,
    type PaginationMetaCloudflareIPListSync as PaginationMetaCloudflareIPListSync,
    type AccessIPAddressResponsesDefaultFlatPagination as AccessIPAddressResponsesDefaultFlatPagination,
    type AccessIPAddressListParams as AccessIPAddressListParams,
    type AccessIPAddressCreateParams as AccessIPAddressCreateParams,
  };

  export {
    AccessIPRanges as AccessIPRanges,
    type AccessIPRange as AccessIPRange,
    type AccessIPRangesDefaultFlatPagination as AccessIPRangesDefaultFlatPagination,
    type AccessIPRangeListParams as AccessIPRangeListParams,
    type AccessIPRangeCreateParams as AccessIPRangeCreateParams,
  };

  export { Actions as Actions, type WirelessError as WirelessError };

  export {
    Addresses as Addresses,
    type Address as Address,
    type AddressCreateResponse as AddressCreateResponse,
    type AddressRetrieveResponse as AddressRetrieveResponse,
    type AddressDeleteResponse as AddressDeleteResponse,
    type AddressesDefaultFlatPagination as AddressesDefaultFlatPagination,
    type AddressListParams as AddressListParams,
    type AddressCreateParams as AddressCreateParams,
  };

  export {
    AdvancedOrders as AdvancedOrders,
    type AdvancedOrder as AdvancedOrder,
    type AdvancedOrderRequest as AdvancedOrderRequest,
    type AdvancedOrderListResponse as AdvancedOrderListResponse,
    type AdvancedOrderCreateParams as AdvancedOrderCreateParams,
    type AdvancedOrderUpdateRequirementGroupParams as AdvancedOrderUpdateRequirementGroupParams,
  };

  export {
    AI as AI,
    type ModelMetadata as ModelMetadata,
    type ModelsResponse as ModelsResponse,
    type AIRetrieveConversationHistoriesResponse as AIRetrieveConversationHistoriesResponse,
    type AISummarizeResponse as AISummarizeResponse,
    type AIRetrieveConversationHistoriesResponsesDefaultFlatPagination as AIRetrieveConversationHistoriesResponsesDefaultFlatPagination,
    type AISummarizeParams as AISummarizeParams,
    type AIRetrieveConversationHistoriesParams as AIRetrieveConversationHistoriesParams,
  };

  export {
    AuditEvents as AuditEvents,
    type AuditEventListResponse as AuditEventListResponse,
    type AuditEventListResponsesDefaultFlatPagination as AuditEventListResponsesDefaultFlatPagination,
    type AuditEventListParams as AuditEventListParams,
  };

  export {
    AuthenticationProviders as AuthenticationProviders,
    type AuthenticationProvider as AuthenticationProvider,
    type PaginationMeta as PaginationMeta,
    type Settings as Settings,
    type AuthenticationProviderCreateResponse as AuthenticationProviderCreateResponse,
    type AuthenticationProviderRetrieveResponse as AuthenticationProviderRetrieveResponse,
    type AuthenticationProviderUpdateResponse as AuthenticationProviderUpdateResponse,
    type AuthenticationProviderDeleteResponse as AuthenticationProviderDeleteResponse,
    type AuthenticationProvidersDefaultFlatPagination as AuthenticationProvidersDefaultFlatPagination,
    type AuthenticationProviderListParams as AuthenticationProviderListParams,
    type AuthenticationProviderCreateParams as AuthenticationProviderCreateParams,
    type AuthenticationProviderUpdateParams as AuthenticationProviderUpdateParams,
  };

  export {
    AvailablePhoneNumberBlocks as AvailablePhoneNumberBlocks,
    type AvailablePhoneNumberBlockListResponse as AvailablePhoneNumberBlockListResponse,
    type AvailablePhoneNumberBlockListParams as AvailablePhoneNumberBlockListParams,
  };

  export {
    AvailablePhoneNumbers as AvailablePhoneNumbers,
    type AvailablePhoneNumberListResponse as AvailablePhoneNumberListResponse,
    type AvailablePhoneNumberListParams as AvailablePhoneNumberListParams,
  };

  export { Balance as Balance, type BalanceRetrieveResponse as BalanceRetrieveResponse };

  export {
    BillingGroups as BillingGroups,
    type BillingGroup as BillingGroup,
    type BillingGroupCreateResponse as BillingGroupCreateResponse,
    type BillingGroupRetrieveResponse as BillingGroupRetrieveResponse,
    type BillingGroupUpdateResponse as BillingGroupUpdateResponse,
    type BillingGroupDeleteResponse as BillingGroupDeleteResponse,
    type BillingGroupsDefaultFlatPagination as BillingGroupsDefaultFlatPagination,
    type BillingGroupListParams as BillingGroupListParams,
    type BillingGroupCreateParams as BillingGroupCreateParams,
    type BillingGroupUpdateParams as BillingGroupUpdateParams,
  };

  export {
    BulkSimCardActions as BulkSimCardActions,
    type BulkSimCardActionDetailed as BulkSimCardActionDetailed,
    type SimCardActionsSummary as SimCardActionsSummary,
    type BulkSimCardActionRetrieveResponse as BulkSimCardActionRetrieveResponse,
    type BulkSimCardActionDetailedsDefaultFlatPagination as BulkSimCardActionDetailedsDefaultFlatPagination,
    type BulkSimCardActionListParams as BulkSimCardActionListParams,
  };

  export { BundlePricing as BundlePricing };

  export {
    CallControlApplications as CallControlApplications,
    type CallControlApplication as CallControlApplication,
    type CallControlApplicationInbound as CallControlApplicationInbound,
    type CallControlApplicationOutbound as CallControlApplicationOutbound,
    type CallControlApplicationCreateResponse as CallControlApplicationCreateResponse,
    type CallControlApplicationRetrieveResponse as CallControlApplicationRetrieveResponse,
    type CallControlApplicationUpdateResponse as CallControlApplicationUpdateResponse,
    type CallControlApplicationDeleteResponse as CallControlApplicationDeleteResponse,
    type CallControlApplicationsDefaultFlatPagination as CallControlApplicationsDefaultFlatPagination,
    type CallControlApplicationListParams as CallControlApplicationListParams,
    type CallControlApplicationCreateParams as CallControlApplicationCreateParams,
    type CallControlApplicationUpdateParams as CallControlApplicationUpdateParams,
  };

  export {
    CallEvents as CallEvents,
    type CallEventListResponse as CallEventListResponse,
    type CallEventListResponsesDefaultFlatPagination as CallEventListResponsesDefaultFlatPagination,
    type CallEventListParams as CallEventListParams,
  };

  export {
    Calls as Calls,
    type CallAssistantRequest as CallAssistantRequest,
    type ConversationRelayEmbeddedConfig as ConversationRelayEmbeddedConfig,
    type ConversationRelayInterruptionSettings as ConversationRelayInterruptionSettings,
    type ConversationRelayLanguage as ConversationRelayLanguage,
    type CustomSipHeader as CustomSipHeader,
    type DialogflowConfig as DialogflowConfig,
    type SipHeader as SipHeader,
    type SoundModifications as SoundModifications,
    type StreamBidirectionalCodec as StreamBidirectionalCodec,
    type StreamBidirectionalMode as StreamBidirectionalMode,
    type StreamBidirectionalSamplingRate as StreamBidirectionalSamplingRate,
    type StreamBidirectionalTargetLegs as StreamBidirectionalTargetLegs,
    type StreamCodec as StreamCodec,
    type CallDialResponse as CallDialResponse,
    type CallRetrieveStatusResponse as CallRetrieveStatusResponse,
    type CallDialParams as CallDialParams,
  };

  export {
    ChannelZones as ChannelZones,
    type GcbChannelZone as GcbChannelZone,
    type GcbChannelZonesDefaultFlatPagination as GcbChannelZonesDefaultFlatPagination,
    type ChannelZoneListParams as ChannelZoneListParams,
    type ChannelZoneUpdateParams as ChannelZoneUpdateParams,
  };

  export {
    ChargesBreakdown as ChargesBreakdown,
    type ChargesBreakdownRetrieveResponse as ChargesBreakdownRetrieveResponse,
    type ChargesBreakdownRetrieveParams as ChargesBreakdownRetrieveParams,
  };

  export {
    ChargesSummary as ChargesSummary,
    type MonthDetail as MonthDetail,
    type ChargesSummaryRetrieveResponse as ChargesSummaryRetrieveResponse,
    type ChargesSummaryRetrieveParams as ChargesSummaryRetrieveParams,
  };

  export {
    Comments as Comments,
    type Comment as Comment,
    type CommentCreateResponse as CommentCreateResponse,
    type CommentRetrieveResponse as CommentRetrieveResponse,
    type CommentListResponse as CommentListResponse,
    type CommentMarkAsReadResponse as CommentMarkAsReadResponse,
    type CommentListParams as CommentListParams,
    type CommentCreateParams as CommentCreateParams,
  };

  export {
    Conferences as Conferences,
    type Conference as Conference,
    type ConferenceParticipant as ConferenceParticipant,
    type ConferenceParticipantResource as ConferenceParticipantResource,
    type ConferenceCreateResponse as ConferenceCreateResponse,
    type ConferenceRetrieveResponse as ConferenceRetrieveResponse,
    type ConferenceListParticipantsResponse as ConferenceListParticipantsResponse,
    type ConferencesDefaultFlatPagination as ConferencesDefaultFlatPagination,
    type ConferenceListParticipantsResponsesDefaultFlatPagination as ConferenceListParticipantsResponsesDefaultFlatPagination,
    type ConferenceListParams as ConferenceListParams,
    type ConferenceCreateParams as ConferenceCreateParams,
    type ConferenceListParticipantsParams as ConferenceListParticipantsParams,
    type ConferenceRetrieveParams as ConferenceRetrieveParams,
    type ConferenceRetrieveParticipantParams as ConferenceRetrieveParticipantParams,
    type ConferenceUpdateParticipantParams as ConferenceUpdateParticipantParams,
  };

  export {
    Connections as Connections,
    type Connection as Connection,
    type ConnectionRetrieveResponse as ConnectionRetrieveResponse,
    type ConnectionListActiveCallsResponse as ConnectionListActiveCallsResponse,
    type ConnectionRetrieveCountResponse as ConnectionRetrieveCountResponse,
    type ConnectionsDefaultFlatPagination as ConnectionsDefaultFlatPagination,
    type ConnectionListActiveCallsResponsesDefaultFlatPagination as ConnectionListActiveCallsResponsesDefaultFlatPagination,
    type ConnectionListParams as ConnectionListParams,
    type ConnectionListActiveCallsParams as ConnectionListActiveCallsParams,
  };

  export {
    CountryCoverageResource as CountryCoverageResource,
    type CountryCoverage as CountryCoverage,
    type CountryCoverageRetrieveResponse as CountryCoverageRetrieveResponse,
    type CountryCoverageRetrieveCountryResponse as CountryCoverageRetrieveCountryResponse,
  };

  export {
    CredentialConnections as CredentialConnections,
    type AnchorsiteOverride as AnchorsiteOverride,
    type ConnectionNoiseSuppression as ConnectionNoiseSuppression,
    type ConnectionRtcpSettings as ConnectionRtcpSettings,
    type CredentialConnection as CredentialConnection,
    type CredentialInbound as CredentialInbound,
    type CredentialOutbound as CredentialOutbound,
    type DtmfType as DtmfType,
    type EncryptedMedia as EncryptedMedia,
    type CredentialConnectionCreateResponse as CredentialConnectionCreateResponse,
    type CredentialConnectionRetrieveResponse as CredentialConnectionRetrieveResponse,
    type CredentialConnectionUpdateResponse as CredentialConnectionUpdateResponse,
    type CredentialConnectionDeleteResponse as CredentialConnectionDeleteResponse,
    type CredentialConnectionsDefaultFlatPagination as CredentialConnectionsDefaultFlatPagination,
    type CredentialConnectionListParams as CredentialConnectionListParams,
    type CredentialConnectionCreateParams as CredentialConnectionCreateParams,
    type CredentialConnectionUpdateParams as CredentialConnectionUpdateParams,
  };

  export {
    CustomStorageCredentials as CustomStorageCredentials,
    type AzureConfigurationData as AzureConfigurationData,
    type CredentialsResponse as CredentialsResponse,
    type CustomStorageConfiguration as CustomStorageConfiguration,
    type GcsConfigurationData as GcsConfigurationData,
    type S3ConfigurationData as S3ConfigurationData,
    type S3GenericConfigurationData as S3GenericConfigurationData,
    type CustomStorageCredentialCreateParams as CustomStorageCredentialCreateParams,
    type CustomStorageCredentialUpdateParams as CustomStorageCredentialUpdateParams,
  };

  export {
    CustomerServiceRecords as CustomerServiceRecords,
    type CustomerServiceRecord as CustomerServiceRecord,
    type CustomerServiceRecordCreateResponse as CustomerServiceRecordCreateResponse,
    type CustomerServiceRecordRetrieveResponse as CustomerServiceRecordRetrieveResponse,
    type CustomerServiceRecordVerifyPhoneNumberCoverageResponse as CustomerServiceRecordVerifyPhoneNumberCoverageResponse,
    type CustomerServiceRecordsDefaultFlatPagination as CustomerServiceRecordsDefaultFlatPagination,
    type CustomerServiceRecordListParams as CustomerServiceRecordListParams,
    type CustomerServiceRecordCreateParams as CustomerServiceRecordCreateParams,
    type CustomerServiceRecordVerifyPhoneNumberCoverageParams as CustomerServiceRecordVerifyPhoneNumberCoverageParams,
  };

  export {
    DetailRecords as DetailRecords,
    type DetailRecordListResponse as DetailRecordListResponse,
    type DetailRecordListResponsesDefaultFlatPagination as DetailRecordListResponsesDefaultFlatPagination,
    type DetailRecordListParams as DetailRecordListParams,
  };

  export {
    DialogflowConnections as DialogflowConnections,
    type DialogflowConnectionResponse as DialogflowConnectionResponse,
    type DialogflowConnectionCreateParams as DialogflowConnectionCreateParams,
    type DialogflowConnectionUpdateParams as DialogflowConnectionUpdateParams,
  };

  export {
    DocumentLinks as DocumentLinks,
    type DocumentLinkListResponse as DocumentLinkListResponse,
    type DocumentLinkListResponsesDefaultFlatPagination as DocumentLinkListResponsesDefaultFlatPagination,
    type DocumentLinkListParams as DocumentLinkListParams,
  };

  export {
    Documents as Documents,
    type DocServiceDocument as DocServiceDocument,
    type DocServiceRecord as DocServiceRecord,
    type DocumentRetrieveResponse as DocumentRetrieveResponse,
    type DocumentUpdateResponse as DocumentUpdateResponse,
    type DocumentDeleteResponse as DocumentDeleteResponse,
    type DocumentGenerateDownloadLinkResponse as DocumentGenerateDownloadLinkResponse,
    type DocumentUploadResponse as DocumentUploadResponse,
    type DocumentUploadJsonResponse as DocumentUploadJsonResponse,
    type DocServiceDocumentsDefaultFlatPagination as DocServiceDocumentsDefaultFlatPagination,
    type DocumentListParams as DocumentListParams,
    type DocumentUploadParams as DocumentUploadParams,
    type DocumentUploadJsonParams as DocumentUploadJsonParams,
    type DocumentUpdateParams as DocumentUpdateParams,
  };

  export {
    DynamicEmergencyAddresses as DynamicEmergencyAddresses,
    type DynamicEmergencyAddress as DynamicEmergencyAddress,
    type DynamicEmergencyAddressCreateResponse as DynamicEmergencyAddressCreateResponse,
    type DynamicEmergencyAddressRetrieveResponse as DynamicEmergencyAddressRetrieveResponse,
    type DynamicEmergencyAddressDeleteResponse as DynamicEmergencyAddressDeleteResponse,
    type DynamicEmergencyAddressesDefaultFlatPagination as DynamicEmergencyAddressesDefaultFlatPagination,
    type DynamicEmergencyAddressListParams as DynamicEmergencyAddressListParams,
    type DynamicEmergencyAddressCreateParams as DynamicEmergencyAddressCreateParams,
  };

  export {
    DynamicEmergencyEndpoints as DynamicEmergencyEndpoints,
    type DynamicEmergencyEndpoint as DynamicEmergencyEndpoint,
    type DynamicEmergencyEndpointCreateResponse as DynamicEmergencyEndpointCreateResponse,
    type DynamicEmergencyEndpointRetrieveResponse as DynamicEmergencyEndpointRetrieveResponse,
    type DynamicEmergencyEndpointDeleteResponse as DynamicEmergencyEndpointDeleteResponse,
    type DynamicEmergencyEndpointsDefaultFlatPagination as DynamicEmergencyEndpointsDefaultFlatPagination,
    type DynamicEmergencyEndpointListParams as DynamicEmergencyEndpointListParams,
    type DynamicEmergencyEndpointCreateParams as DynamicEmergencyEndpointCreateParams,
  };

  export {
    ExternalConnections as ExternalConnections,
    type ExternalConnection as ExternalConnection,
    type ExternalVoiceIntegrationsPaginationMeta as ExternalVoiceIntegrationsPaginationMeta,
    type ExternalConnectionCreateResponse as ExternalConnectionCreateResponse,
    type ExternalConnectionRetrieveResponse as ExternalConnectionRetrieveResponse,
    type ExternalConnectionUpdateResponse as ExternalConnectionUpdateResponse,
    type ExternalConnectionDeleteResponse as ExternalConnectionDeleteResponse,
    type ExternalConnectionUpdateLocationResponse as ExternalConnectionUpdateLocationResponse,
    type ExternalConnectionsDefaultFlatPagination as ExternalConnectionsDefaultFlatPagination,
    type ExternalConnectionListParams as ExternalConnectionListParams,
    type ExternalConnectionCreateParams as ExternalConnectionCreateParams,
    type ExternalConnectionUpdateParams as ExternalConnectionUpdateParams,
    type ExternalConnectionUpdateLocationParams as ExternalConnectionUpdateLocationParams,
  };

  export {
    FaxApplications as FaxApplications,
    type FaxApplication as FaxApplication,
    type FaxApplicationCreateResponse as FaxApplicationCreateResponse,
    type FaxApplicationRetrieveResponse as FaxApplicationRetrieveResponse,
    type FaxApplicationUpdateResponse as FaxApplicationUpdateResponse,
    type FaxApplicationDeleteResponse as FaxApplicationDeleteResponse,
    type FaxApplicationsDefaultFlatPagination as FaxApplicationsDefaultFlatPagination,
    type FaxApplicationListParams as FaxApplicationListParams,
    type FaxApplicationCreateParams as FaxApplicationCreateParams,
    type FaxApplicationUpdateParams as FaxApplicationUpdateParams,
  };

  export {
    Faxes as Faxes,
    type Fax as Fax,
    type Quality as Quality,
    type FaxCreateResponse as FaxCreateResponse,
    type FaxRetrieveResponse as FaxRetrieveResponse,
    type FaxesDefaultFlatPagination as FaxesDefaultFlatPagination,
    type FaxListParams as FaxListParams,
    type FaxCreateParams as FaxCreateParams,
  };

  export {
    FqdnConnections as FqdnConnections,
    type FqdnConnection as FqdnConnection,
    type InboundFqdn as InboundFqdn,
    type OutboundFqdn as OutboundFqdn,
    type TransportProtocol as TransportProtocol,
    type WebhookAPIVersion as WebhookAPIVersion,
    type FqdnConnectionCreateResponse as FqdnConnectionCreateResponse,
    type FqdnConnectionRetrieveResponse as FqdnConnectionRetrieveResponse,
    type FqdnConnectionUpdateResponse as FqdnConnectionUpdateResponse,
    type FqdnConnectionDeleteResponse as FqdnConnectionDeleteResponse,
    type FqdnConnectionsDefaultFlatPagination as FqdnConnectionsDefaultFlatPagination,
    type FqdnConnectionListParams as FqdnConnectionListParams,
    type FqdnConnectionCreateParams as FqdnConnectionCreateParams,
    type FqdnConnectionUpdateParams as FqdnConnectionUpdateParams,
  };

  export {
    Fqdns as Fqdns,
    type Fqdn as Fqdn,
    type FqdnCreateResponse as FqdnCreateResponse,
    type FqdnRetrieveResponse as FqdnRetrieveResponse,
    type FqdnUpdateResponse as FqdnUpdateResponse,
    type FqdnDeleteResponse as FqdnDeleteResponse,
    type FqdnsDefaultFlatPagination as FqdnsDefaultFlatPagination,
    type FqdnListParams as FqdnListParams,
    type FqdnCreateParams as FqdnCreateParams,
    type FqdnUpdateParams as FqdnUpdateParams,
  };

  export {
    GlobalIPAllowedPorts as GlobalIPAllowedPorts,
    type GlobalIPAllowedPortListResponse as GlobalIPAllowedPortListResponse,
  };

  export {
    GlobalIPAssignmentHealth as GlobalIPAssignmentHealth,
    type GlobalIPAssignmentHealthRetrieveResponse as GlobalIPAssignmentHealthRetrieveResponse,
    type GlobalIPAssignmentHealthRetrieveParams as GlobalIPAssignmentHealthRetrieveParams,
  };

  export {
    GlobalIPAssignments as GlobalIPAssignments,
    type GlobalIPAssignment as GlobalIPAssignment,
    type Record as Record,
    type GlobalIPAssignmentCreateResponse as GlobalIPAssignmentCreateResponse,
    type GlobalIPAssignmentRetrieveResponse as GlobalIPAssignmentRetrieveResponse,
    type GlobalIPAssignmentUpdateResponse as GlobalIPAssignmentUpdateResponse,
    type GlobalIPAssignmentDeleteResponse as GlobalIPAssignmentDeleteResponse,
    type GlobalIPAssignmentsDefaultFlatPagination as GlobalIPAssignmentsDefaultFlatPagination,
    type GlobalIPAssignmentListParams as GlobalIPAssignmentListParams,
    type GlobalIPAssignmentCreateParams as GlobalIPAssignmentCreateParams,
    type GlobalIPAssignmentUpdateParams as GlobalIPAssignmentUpdateParams,
  };

  export {
    GlobalIPAssignmentsUsage as GlobalIPAssignmentsUsage,
    type GlobalIPAssignmentsUsageRetrieveResponse as GlobalIPAssignmentsUsageRetrieveResponse,
    type GlobalIPAssignmentsUsageRetrieveParams as GlobalIPAssignmentsUsageRetrieveParams,
  };

  export {
    GlobalIPHealthCheckTypes as GlobalIPHealthCheckTypes,
    type GlobalIPHealthCheckTypeListResponse as GlobalIPHealthCheckTypeListResponse,
  };

  export {
    GlobalIPHealthChecks as GlobalIPHealthChecks,
    type GlobalIPHealthCheck as GlobalIPHealthCheck,
    type GlobalIPHealthCheckCreateResponse as GlobalIPHealthCheckCreateResponse,
    type GlobalIPHealthCheckRetrieveResponse as GlobalIPHealthCheckRetrieveResponse,
    type GlobalIPHealthCheckDeleteResponse as GlobalIPHealthCheckDeleteResponse,
    type GlobalIPHealthChecksDefaultFlatPagination as GlobalIPHealthChecksDefaultFlatPagination,
    type GlobalIPHealthCheckListParams as GlobalIPHealthCheckListParams,
    type GlobalIPHealthCheckCreateParams as GlobalIPHealthCheckCreateParams,
  };

  export {
    GlobalIPLatency as GlobalIPLatency,
    type GlobalIPLatencyRetrieveResponse as GlobalIPLatencyRetrieveResponse,
    type GlobalIPLatencyRetrieveParams as GlobalIPLatencyRetrieveParams,
  };

  export {
    GlobalIPProtocols as GlobalIPProtocols,
    type GlobalIPProtocolListResponse as GlobalIPProtocolListResponse,
  };

  export {
    GlobalIPUsage as GlobalIPUsage,
    type GlobalIPUsageRetrieveResponse as GlobalIPUsageRetrieveResponse,
    type GlobalIPUsageRetrieveParams as GlobalIPUsageRetrieveParams,
  };

  export {
    GlobalIPs as GlobalIPs,
    type GlobalIP as GlobalIP,
    type GlobalIPCreateResponse as GlobalIPCreateResponse,
    type GlobalIPRetrieveResponse as GlobalIPRetrieveResponse,
    type GlobalIPDeleteResponse as GlobalIPDeleteResponse,
    type GlobalIPsDefaultFlatPagination as GlobalIPsDefaultFlatPagination,
    type GlobalIPListParams as GlobalIPListParams,
    type GlobalIPCreateParams as GlobalIPCreateParams,
  };

  export {
    InboundChannels as InboundChannels,
    type InboundChannelUpdateResponse as InboundChannelUpdateResponse,
    type InboundChannelListResponse as InboundChannelListResponse,
    type InboundChannelUpdateParams as InboundChannelUpdateParams,
  };

  export {
    IntegrationSecrets as IntegrationSecrets,
    type IntegrationSecret as IntegrationSecret,
    type IntegrationSecretCreateResponse as IntegrationSecretCreateResponse,
    type IntegrationSecretsDefaultFlatPagination as IntegrationSecretsDefaultFlatPagination,
    type IntegrationSecretListParams as IntegrationSecretListParams,
    type IntegrationSecretCreateParams as IntegrationSecretCreateParams,
  };

  export {
    InventoryCoverage as InventoryCoverage,
    type InventoryCoverageListResponse as InventoryCoverageListResponse,
    type InventoryCoverageListParams as InventoryCoverageListParams,
  };

  export {
    Invoices as Invoices,
    type InvoiceRetrieveResponse as InvoiceRetrieveResponse,
    type InvoiceListResponse as InvoiceListResponse,
    type InvoiceListResponsesDefaultFlatPagination as InvoiceListResponsesDefaultFlatPagination,
    type InvoiceListParams as InvoiceListParams,
    type InvoiceRetrieveParams as InvoiceRetrieveParams,
  };

  export {
    IPConnections as IPConnections,
    type InboundIP as InboundIP,
    type IPConnection as IPConnection,
    type OutboundIP as OutboundIP,
    type IPConnectionCreateResponse as IPConnectionCreateResponse,
    type IPConnectionRetrieveResponse as IPConnectionRetrieveResponse,
    type IPConnectionUpdateResponse as IPConnectionUpdateResponse,
    type IPConnectionDeleteResponse as IPConnectionDeleteResponse,
    type IPConnectionsDefaultFlatPagination as IPConnectionsDefaultFlatPagination,
    type IPConnectionListParams as IPConnectionListParams,
    type IPConnectionCreateParams as IPConnectionCreateParams,
    type IPConnectionUpdateParams as IPConnectionUpdateParams,
  };

  export {
    IPs as IPs,
    type IP as IP,
    type IPCreateResponse as IPCreateResponse,
    type IPRetrieveResponse as IPRetrieveResponse,
    type IPUpdateResponse as IPUpdateResponse,
    type IPDeleteResponse as IPDeleteResponse,
    type IPsDefaultFlatPagination as IPsDefaultFlatPagination,
    type IPListParams as IPListParams,
    type IPCreateParams as IPCreateParams,
    type IPUpdateParams as IPUpdateParams,
  };

  export {
    LedgerBillingGroupReports as LedgerBillingGroupReports,
    type LedgerBillingGroupReport as LedgerBillingGroupReport,
    type LedgerBillingGroupReportCreateResponse as LedgerBillingGroupReportCreateResponse,
    type LedgerBillingGroupReportRetrieveResponse as LedgerBillingGroupReportRetrieveResponse,
    type LedgerBillingGroupReportCreateParams as LedgerBillingGroupReportCreateParams,
  };

  export {
    List as List,
    type ListRetrieveAllResponse as ListRetrieveAllResponse,
    type ListRetrieveByZoneResponse as ListRetrieveByZoneResponse,
  };

  export {
    ManagedAccounts as ManagedAccounts,
    type ManagedAccount as ManagedAccount,
    type ManagedAccountBalance as ManagedAccountBalance,
    type ManagedAccountCreateResponse as ManagedAccountCreateResponse,
    type ManagedAccountRetrieveResponse as ManagedAccountRetrieveResponse,
    type ManagedAccountUpdateResponse as ManagedAccountUpdateResponse,
    type ManagedAccountListResponse as ManagedAccountListResponse,
    type ManagedAccountGetAllocatableGlobalOutboundChannelsResponse as ManagedAccountGetAllocatableGlobalOutboundChannelsResponse,
    type ManagedAccountUpdateGlobalChannelLimitResponse as ManagedAccountUpdateGlobalChannelLimitResponse,
    type ManagedAccountListResponsesDefaultFlatPagination as ManagedAccountListResponsesDefaultFlatPagination,
    type ManagedAccountListParams as ManagedAccountListParams,
    type ManagedAccountCreateParams as ManagedAccountCreateParams,
    type ManagedAccountUpdateParams as ManagedAccountUpdateParams,
    type ManagedAccountUpdateGlobalChannelLimitParams as ManagedAccountUpdateGlobalChannelLimitParams,
  };

  export {
    Media as Media,
    type MediaResource as MediaResource,
    type MediaRetrieveResponse as MediaRetrieveResponse,
    type MediaUpdateResponse as MediaUpdateResponse,
    type MediaListResponse as MediaListResponse,
    type MediaUploadResponse as MediaUploadResponse,
    type MediaListParams as MediaListParams,
    type MediaUploadParams as MediaUploadParams,
    type MediaUpdateParams as MediaUpdateParams,
  };

  export {
    Messages as Messages,
    type MessagingError0b38e7044b as MessagingError0b38e7044b,
    type MessagingInboundMessagePayload as MessagingInboundMessagePayload,
    type MessagingOutboundMessagePayload as MessagingOutboundMessagePayload,
    type OutboundMessagePayload as OutboundMessagePayload,
    type RcsAgentMessage as RcsAgentMessage,
    type RcsCardContent as RcsCardContent,
    type RcsContentInfo as RcsContentInfo,
    type RcsSuggestion as RcsSuggestion,
    type RcsToItem as RcsToItem,
    type WhatsappContact as WhatsappContact,
    type WhatsappInteractive as WhatsappInteractive,
    type WhatsappLocation as WhatsappLocation,
    type WhatsappMedia as WhatsappMedia,
    type WhatsappMessageContent as WhatsappMessageContent,
    type WhatsappReaction as WhatsappReaction,
    type MessageRetrieveResponse as MessageRetrieveResponse,
    type MessageCancelScheduledResponse as MessageCancelScheduledResponse,
    type MessageRetrieveGroupMessagesResponse as MessageRetrieveGroupMessagesResponse,
    type MessageScheduleResponse as MessageScheduleResponse,
    type MessageSendResponse as MessageSendResponse,
    type MessageSendGroupMmsResponse as MessageSendGroupMmsResponse,
    type MessageSendLongCodeResponse as MessageSendLongCodeResponse,
    type MessageSendNumberPoolResponse as MessageSendNumberPoolResponse,
    type MessageSendShortCodeResponse as MessageSendShortCodeResponse,
    type MessageSendWithAlphanumericSenderResponse as MessageSendWithAlphanumericSenderResponse,
    type MessageWhatsappResponse as MessageWhatsappResponse,
    type MessageSendParams as MessageSendParams,
    type MessageSendLongCodeParams as MessageSendLongCodeParams,
    type MessageSendNumberPoolParams as MessageSendNumberPoolParams,
    type MessageSendShortCodeParams as MessageSendShortCodeParams,
    type MessageSendGroupMmsParams as MessageSendGroupMmsParams,
    type MessageScheduleParams as MessageScheduleParams,
    type MessageSendWithAlphanumericSenderParams as MessageSendWithAlphanumericSenderParams,
    type MessageWhatsappParams as MessageWhatsappParams,
  };

  export { Messaging as Messaging };

  export {
    MessagingHostedNumberOrders as MessagingHostedNumberOrders,
    type MessagingHostedNumberOrderCreateResponse as MessagingHostedNumberOrderCreateResponse,
    type MessagingHostedNumberOrderRetrieveResponse as MessagingHostedNumberOrderRetrieveResponse,
    type MessagingHostedNumberOrderDeleteResponse as MessagingHostedNumberOrderDeleteResponse,
    type MessagingHostedNumberOrderCheckEligibilityResponse as MessagingHostedNumberOrderCheckEligibilityResponse,
    type MessagingHostedNumberOrderCreateVerificationCodesResponse as MessagingHostedNumberOrderCreateVerificationCodesResponse,
    type MessagingHostedNumberOrderValidateCodesResponse as MessagingHostedNumberOrderValidateCodesResponse,
    type MessagingHostedNumberOrderListParams as MessagingHostedNumberOrderListParams,
    type MessagingHostedNumberOrderCreateParams as MessagingHostedNumberOrderCreateParams,
    type MessagingHostedNumberOrderCheckEligibilityParams as MessagingHostedNumberOrderCheckEligibilityParams,
    type MessagingHostedNumberOrderValidateCodesParams as MessagingHostedNumberOrderValidateCodesParams,
    type MessagingHostedNumberOrderCreateVerificationCodesParams as MessagingHostedNumberOrderCreateVerificationCodesParams,
  };

  export {
    MessagingHostedNumbers as MessagingHostedNumbers,
    type UpdatePhoneNumberMessagingSettingsRequest as UpdatePhoneNumberMessagingSettingsRequest,
    type MessagingHostedNumberRetrieveResponse as MessagingHostedNumberRetrieveResponse,
    type MessagingHostedNumberUpdateResponse as MessagingHostedNumberUpdateResponse,
    type MessagingHostedNumberDeleteResponse as MessagingHostedNumberDeleteResponse,
    type MessagingHostedNumberListParams as MessagingHostedNumberListParams,
    type MessagingHostedNumberUpdateParams as MessagingHostedNumberUpdateParams,
  };

  export {
    MessagingNumbersBulkUpdates as MessagingNumbersBulkUpdates,
    type BulkMessagingSettingsUpdatePhoneNumbers as BulkMessagingSettingsUpdatePhoneNumbers,
    type MessagingNumbersBulkUpdateCreateResponse as MessagingNumbersBulkUpdateCreateResponse,
    type MessagingNumbersBulkUpdateRetrieveResponse as MessagingNumbersBulkUpdateRetrieveResponse,
    type MessagingNumbersBulkUpdateCreateParams as MessagingNumbersBulkUpdateCreateParams,
  };

  export {
    MessagingOptouts as MessagingOptouts,
    type MessagingOptoutListResponse as MessagingOptoutListResponse,
    type MessagingOptoutListResponsesDefaultFlatPagination as MessagingOptoutListResponsesDefaultFlatPagination,
    type MessagingOptoutListParams as MessagingOptoutListParams,
  };

  export {
    MessagingProfiles as MessagingProfiles,
    type MessagingMessagingProfile as MessagingMessagingProfile,
    type MessagingProfile as MessagingProfile,
    type MessagingProfileFeatures as MessagingProfileFeatures,
    type NumberPoolSettings as NumberPoolSettings,
    type URLShortenerSettings as URLShortenerSettings,
    type MessagingProfileCreateResponse as MessagingProfileCreateResponse,
    type MessagingProfileRetrieveResponse as MessagingProfileRetrieveResponse,
    type MessagingProfileUpdateResponse as MessagingProfileUpdateResponse,
    type MessagingProfileDeleteResponse as MessagingProfileDeleteResponse,
    type MessagingProfileRetrieveMetricsResponse as MessagingProfileRetrieveMetricsResponse,
    type MessagingMessagingProfilesDefaultFlatPagination as MessagingMessagingProfilesDefaultFlatPagination,
    type MessagingProfileListParams as MessagingProfileListParams,
    type MessagingProfileCreateParams as MessagingProfileCreateParams,
    type MessagingProfileUpdateParams as MessagingProfileUpdateParams,
    type MessagingProfileListPhoneNumbersParams as MessagingProfileListPhoneNumbersParams,
    type MessagingProfileListShortCodesParams as MessagingProfileListShortCodesParams,
    type MessagingProfileListAlphanumericSenderIDsParams as MessagingProfileListAlphanumericSenderIDsParams,
    type MessagingProfileRetrieveMetricsParams as MessagingProfileRetrieveMetricsParams,
  };

  export { MessagingTollfree as MessagingTollfree };

  export {
    MessagingURLDomains as MessagingURLDomains,
    type MessagingURLDomainListResponse as MessagingURLDomainListResponse,
    type MessagingURLDomainListResponsesDefaultFlatPagination as MessagingURLDomainListResponsesDefaultFlatPagination,
    type MessagingURLDomainListParams as MessagingURLDomainListParams,
  };

  export {
    MobileNetworkOperators as MobileNetworkOperators,
    type MobileNetworkOperatorListResponse as MobileNetworkOperatorListResponse,
    type MobileNetworkOperatorListResponsesDefaultFlatPagination as MobileNetworkOperatorListResponsesDefaultFlatPagination,
    type MobileNetworkOperatorListParams as MobileNetworkOperatorListParams,
  };

  export {
    MobilePushCredentials as MobilePushCredentials,
    type PushCredential as PushCredential,
    type PushCredentialResponse as PushCredentialResponse,
    type PushCredentialsDefaultFlatPagination as PushCredentialsDefaultFlatPagination,
    type MobilePushCredentialListParams as MobilePushCredentialListParams,
    type MobilePushCredentialCreateParams as MobilePushCredentialCreateParams,
  };

  export {
    NetworkCoverage as NetworkCoverage,
    type AvailableService as AvailableService,
    type NetappsLocation17904fcfbc as NetappsLocation17904fcfbc,
    type NetworkCoverageListResponse as NetworkCoverageListResponse,
    type NetworkCoverageListResponsesDefaultFlatPagination as NetworkCoverageListResponsesDefaultFlatPagination,
    type NetworkCoverageListParams as NetworkCoverageListParams,
  };

  export {
    Networks as Networks,
    type InterfaceStatus as InterfaceStatus,
    type Network as Network,
    type NetworkCreate as NetworkCreate,
    type NetworkCreateResponse as NetworkCreateResponse,
    type NetworkRetrieveResponse as NetworkRetrieveResponse,
    type NetworkUpdateResponse as NetworkUpdateResponse,
    type NetworkDeleteResponse as NetworkDeleteResponse,
    type NetworkListInterfacesResponse as NetworkListInterfacesResponse,
    type NetworksDefaultFlatPagination as NetworksDefaultFlatPagination,
    type NetworkListInterfacesResponsesDefaultFlatPagination as NetworkListInterfacesResponsesDefaultFlatPagination,
    type NetworkListParams as NetworkListParams,
    type NetworkCreateParams as NetworkCreateParams,
    type NetworkUpdateParams as NetworkUpdateParams,
    type NetworkListInterfacesParams as NetworkListInterfacesParams,
  };

  export {
    NotificationChannels as NotificationChannels,
    type NotificationChannel as NotificationChannel,
    type NotificationChannelCreateResponse as NotificationChannelCreateResponse,
    type NotificationChannelRetrieveResponse as NotificationChannelRetrieveResponse,
    type NotificationChannelUpdateResponse as NotificationChannelUpdateResponse,
    type NotificationChannelDeleteResponse as NotificationChannelDeleteResponse,
    type NotificationChannelsDefaultFlatPagination as NotificationChannelsDefaultFlatPagination,
    type NotificationChannelListParams as NotificationChannelListParams,
    type NotificationChannelCreateParams as NotificationChannelCreateParams,
    type NotificationChannelUpdateParams as NotificationChannelUpdateParams,
  };

  export {
    NotificationEventConditions as NotificationEventConditions,
    type NotificationEventConditionListResponse as NotificationEventConditionListResponse,
    type NotificationEventConditionListResponsesDefaultFlatPagination as NotificationEventConditionListResponsesDefaultFlatPagination,
    type NotificationEventConditionListParams as NotificationEventConditionListParams,
  };

  export {
    NotificationEvents as NotificationEvents,
    type NotificationEventListResponse as NotificationEventListResponse,
    type NotificationEventListResponsesDefaultFlatPagination as NotificationEventListResponsesDefaultFlatPagination,
    type NotificationEventListParams as NotificationEventListParams,
  };

  export {
    NotificationProfiles as NotificationProfiles,
    type NotificationProfile as NotificationProfile,
    type NotificationProfileCreateResponse as NotificationProfileCreateResponse,
    type NotificationProfileRetrieveResponse as NotificationProfileRetrieveResponse,
    type NotificationProfileUpdateResponse as NotificationProfileUpdateResponse,
    type NotificationProfileDeleteResponse as NotificationProfileDeleteResponse,
    type NotificationProfilesDefaultFlatPagination as NotificationProfilesDefaultFlatPagination,
    type NotificationProfileListParams as NotificationProfileListParams,
    type NotificationProfileCreateParams as NotificationProfileCreateParams,
    type NotificationProfileUpdateParams as NotificationProfileUpdateParams,
  };

  export {
    NotificationSettings as NotificationSettings,
    type NotificationSetting as NotificationSetting,
    type NotificationSettingCreateResponse as NotificationSettingCreateResponse,
    type NotificationSettingRetrieveResponse as NotificationSettingRetrieveResponse,
    type NotificationSettingDeleteResponse as NotificationSettingDeleteResponse,
    type NotificationSettingsDefaultFlatPagination as NotificationSettingsDefaultFlatPagination,
    type NotificationSettingListParams as NotificationSettingListParams,
    type NotificationSettingCreateParams as NotificationSettingCreateParams,
  };

  export {
    NumberBlockOrders as NumberBlockOrders,
    type NumberBlockOrder as NumberBlockOrder,
    type NumberBlockOrderCreateResponse as NumberBlockOrderCreateResponse,
    type NumberBlockOrderRetrieveResponse as NumberBlockOrderRetrieveResponse,
    type NumberBlockOrdersDefaultFlatPagination as NumberBlockOrdersDefaultFlatPagination,
    type NumberBlockOrderListParams as NumberBlockOrderListParams,
    type NumberBlockOrderCreateParams as NumberBlockOrderCreateParams,
  };

  export {
    NumberLookup as NumberLookup,
    type NumberLookupRetrieveResponse as NumberLookupRetrieveResponse,
    type NumberLookupRetrieveParams as NumberLookupRetrieveParams,
  };

  export {
    NumberOrderPhoneNumbers as NumberOrderPhoneNumbers,
    type NumberOrderPhoneNumber as NumberOrderPhoneNumber,
    type UpdateRegulatoryRequirement as UpdateRegulatoryRequirement,
    type NumberOrderPhoneNumberRetrieveResponse as NumberOrderPhoneNumberRetrieveResponse,
    type NumberOrderPhoneNumberListResponse as NumberOrderPhoneNumberListResponse,
    type NumberOrderPhoneNumberUpdateRequirementGroupResponse as NumberOrderPhoneNumberUpdateRequirementGroupResponse,
    type NumberOrderPhoneNumberUpdateRequirementsResponse as NumberOrderPhoneNumberUpdateRequirementsResponse,
    type NumberOrderPhoneNumberListParams as NumberOrderPhoneNumberListParams,
    type NumberOrderPhoneNumberUpdateRequirementGroupParams as NumberOrderPhoneNumberUpdateRequirementGroupParams,
    type NumberOrderPhoneNumberUpdateRequirementsParams as NumberOrderPhoneNumberUpdateRequirementsParams,
  };

  export {
    NumberOrders as NumberOrders,
    type NumberOrderWithPhoneNumbers as NumberOrderWithPhoneNumbers,
    type PhoneNumber as PhoneNumber,
    type NumberOrderCreateResponse as NumberOrderCreateResponse,
    type NumberOrderRetrieveResponse as NumberOrderRetrieveResponse,
    type NumberOrderUpdateResponse as NumberOrderUpdateResponse,
    type NumberOrderListResponse as NumberOrderListResponse,
    type NumberOrderListResponsesDefaultFlatPagination as NumberOrderListResponsesDefaultFlatPagination,
    type NumberOrderListParams as NumberOrderListParams,
    type NumberOrderCreateParams as NumberOrderCreateParams,
    type NumberOrderUpdateParams as NumberOrderUpdateParams,
  };

  export {
    NumberReservations as NumberReservations,
    type NumberReservation as NumberReservation,
    type ReservedPhoneNumber as ReservedPhoneNumber,
    type NumberReservationCreateResponse as NumberReservationCreateResponse,
    type NumberReservationRetrieveResponse as NumberReservationRetrieveResponse,
    type NumberReservationsDefaultFlatPagination as NumberReservationsDefaultFlatPagination,
    type NumberReservationListParams as NumberReservationListParams,
    type NumberReservationCreateParams as NumberReservationCreateParams,
  };

  export {
    NumbersFeatures as NumbersFeatures,
    type NumbersFeatureCreateResponse as NumbersFeatureCreateResponse,
    type NumbersFeatureCreateParams as NumbersFeatureCreateParams,
  };

  export { OperatorConnect as OperatorConnect };

  export {
    OtaUpdates as OtaUpdates,
    type OtaUpdateRetrieveResponse as OtaUpdateRetrieveResponse,
    type OtaUpdateListResponse as OtaUpdateListResponse,
    type OtaUpdateListResponsesDefaultFlatPagination as OtaUpdateListResponsesDefaultFlatPagination,
    type OtaUpdateListParams as OtaUpdateListParams,
  };

  export {
    OutboundVoiceProfiles as OutboundVoiceProfiles,
    type OutboundCallRecording as OutboundCallRecording,
    type OutboundVoiceProfile as OutboundVoiceProfile,
    type ServicePlan as ServicePlan,
    type TrafficType as TrafficType,
    type UsagePaymentMethod as UsagePaymentMethod,
    type OutboundVoiceProfileCreateResponse as OutboundVoiceProfileCreateResponse,
    type OutboundVoiceProfileRetrieveResponse as OutboundVoiceProfileRetrieveResponse,
    type OutboundVoiceProfileUpdateResponse as OutboundVoiceProfileUpdateResponse,
    type OutboundVoiceProfileDeleteResponse as OutboundVoiceProfileDeleteResponse,
    type OutboundVoiceProfilesDefaultFlatPagination as OutboundVoiceProfilesDefaultFlatPagination,
    type OutboundVoiceProfileListParams as OutboundVoiceProfileListParams,
    type OutboundVoiceProfileCreateParams as OutboundVoiceProfileCreateParams,
    type OutboundVoiceProfileUpdateParams as OutboundVoiceProfileUpdateParams,
  };

  export {
    Payment as Payment,
    type PaymentCreateStoredPaymentTransactionResponse as PaymentCreateStoredPaymentTransactionResponse,
    type PaymentCreateStoredPaymentTransactionParams as PaymentCreateStoredPaymentTransactionParams,
  };

  export { PhoneNumberBlocks as PhoneNumberBlocks };

  export {
    PhoneNumbers as PhoneNumbers,
    type NumbersPhoneNumberDetailed as NumbersPhoneNumberDetailed,
    type PhoneNumberDetailed as PhoneNumberDetailed,
    type PhoneNumberRetrieveResponse as PhoneNumberRetrieveResponse,
    type PhoneNumberUpdateResponse as PhoneNumberUpdateResponse,
    type PhoneNumberDeleteResponse as PhoneNumberDeleteResponse,
    type PhoneNumberSlimListResponse as PhoneNumberSlimListResponse,
    type NumbersPhoneNumberDetailedsDefaultFlatPagination as NumbersPhoneNumberDetailedsDefaultFlatPagination,
    type PhoneNumberSlimListResponsesDefaultFlatPagination as PhoneNumberSlimListResponsesDefaultFlatPagination,
    type PhoneNumberListParams as PhoneNumberListParams,
    type PhoneNumberSlimListParams as PhoneNumberSlimListParams,
    type PhoneNumberUpdateParams as PhoneNumberUpdateParams,
  };

  export {
    PhoneNumbersRegulatoryRequirements as PhoneNumbersRegulatoryRequirements,
    type PhoneNumbersRegulatoryRequirementRetrieveResponse as PhoneNumbersRegulatoryRequirementRetrieveResponse,
    type PhoneNumbersRegulatoryRequirementRetrieveParams as PhoneNumbersRegulatoryRequirementRetrieveParams,
  };

  export {
    PortabilityChecks as PortabilityChecks,
    type PortabilityCheckRunResponse as PortabilityCheckRunResponse,
    type PortabilityCheckRunParams as PortabilityCheckRunParams,
  };

  export { Porting as Porting, type PortingListUkCarriersResponse as PortingListUkCarriersResponse };

  export {
    PortingOrders as PortingOrders,
    type PortingOrder as PortingOrder,
    type PortingOrderActivationSettings as PortingOrderActivationSettings,
    type PortingOrderDocuments as PortingOrderDocuments,
    type PortingOrderEndUser as PortingOrderEndUser,
    type PortingOrderEndUserAdmin as PortingOrderEndUserAdmin,
    type PortingOrderEndUserLocation as PortingOrderEndUserLocation,
    type PortingOrderMessaging as PortingOrderMessaging,
    type PortingOrderMisc as PortingOrderMisc,
    type PortingOrderPhoneNumberConfiguration as PortingOrderPhoneNumberConfiguration,
    type PortingOrderRequirement as PortingOrderRequirement,
    type PortingOrderType as PortingOrderType,
    type PortingOrderUserFeedback as PortingOrderUserFeedback,
    type PortingOrdersActivationJob as PortingOrdersActivationJob,
    type PortingOrderCreateResponse as PortingOrderCreateResponse,
    type PortingOrderRetrieveResponse as PortingOrderRetrieveResponse,
    type PortingOrderUpdateResponse as PortingOrderUpdateResponse,
    type PortingOrderRetrieveAllowedFocWindowsResponse as PortingOrderRetrieveAllowedFocWindowsResponse,
    type PortingOrderRetrieveExceptionTypesResponse as PortingOrderRetrieveExceptionTypesResponse,
    type PortingOrderRetrieveRequirementsResponse as PortingOrderRetrieveRequirementsResponse,
    type PortingOrderRetrieveSubRequestResponse as PortingOrderRetrieveSubRequestResponse,
    type PortingOrdersDefaultFlatPagination as PortingOrdersDefaultFlatPagination,
    type PortingOrderRetrieveRequirementsResponsesDefaultFlatPagination as PortingOrderRetrieveRequirementsResponsesDefaultFlatPagination,
    type PortingOrderListParams as PortingOrderListParams,
    type PortingOrderCreateParams as PortingOrderCreateParams,
    type PortingOrderRetrieveParams as PortingOrderRetrieveParams,
    type PortingOrderUpdateParams as PortingOrderUpdateParams,
    type PortingOrderRetrieveLoaTemplateParams as PortingOrderRetrieveLoaTemplateParams,
    type PortingOrderRetrieveRequirementsParams as PortingOrderRetrieveRequirementsParams,
  };

  export {
    PortingPhoneNumbers as PortingPhoneNumbers,
    type PortingOrderActivationStatus as PortingOrderActivationStatus,
    type PortingPhoneNumber as PortingPhoneNumber,
    type PortingPhoneNumbersDefaultFlatPagination as PortingPhoneNumbersDefaultFlatPagination,
    type PortingPhoneNumberListParams as PortingPhoneNumberListParams,
  };

  export {
    Portouts as Portouts,
    type PortoutDetails as PortoutDetails,
    type PortoutRetrieveResponse as PortoutRetrieveResponse,
    type PortoutListRejectionCodesResponse as PortoutListRejectionCodesResponse,
    type PortoutUpdateStatusResponse as PortoutUpdateStatusResponse,
    type PortoutDetailsDefaultFlatPagination as PortoutDetailsDefaultFlatPagination,
    type PortoutListParams as PortoutListParams,
    type PortoutListRejectionCodesParams as PortoutListRejectionCodesParams,
    type PortoutUpdateStatusParams as PortoutUpdateStatusParams,
  };

  export {
    PrivateWirelessGateways as PrivateWirelessGateways,
    type PrivateWirelessGateway as PrivateWirelessGateway,
    type PrivateWirelessGatewayStatus as PrivateWirelessGatewayStatus,
    type PwgAssignedResourcesSummary as PwgAssignedResourcesSummary,
    type WirelessPrivateWirelessGateway as WirelessPrivateWirelessGateway,
    type PrivateWirelessGatewayCreateResponse as PrivateWirelessGatewayCreateResponse,
    type PrivateWirelessGatewayRetrieveResponse as PrivateWirelessGatewayRetrieveResponse,
    type PrivateWirelessGatewayDeleteResponse as PrivateWirelessGatewayDeleteResponse,
    type WirelessPrivateWirelessGatewaysDefaultFlatPagination as WirelessPrivateWirelessGatewaysDefaultFlatPagination,
    type PrivateWirelessGatewayListParams as PrivateWirelessGatewayListParams,
    type PrivateWirelessGatewayCreateParams as PrivateWirelessGatewayCreateParams,
  };

  export {
    PublicInternetGateways as PublicInternetGateways,
    type NetworkInterface as NetworkInterface,
    type NetworkInterfaceRegion as NetworkInterfaceRegion,
    type PublicInternetGateway as PublicInternetGateway,
    type PublicInternetGatewayRead as PublicInternetGatewayRead,
    type PublicInternetGatewayCreateResponse as PublicInternetGatewayCreateResponse,
    type PublicInternetGatewayRetrieveResponse as PublicInternetGatewayRetrieveResponse,
    type PublicInternetGatewayDeleteResponse as PublicInternetGatewayDeleteResponse,
    type PublicInternetGatewayReadsDefaultFlatPagination as PublicInternetGatewayReadsDefaultFlatPagination,
    type PublicInternetGatewayListParams as PublicInternetGatewayListParams,
    type PublicInternetGatewayCreateParams as PublicInternetGatewayCreateParams,
  };

  export {
    Queues as Queues,
    type Queue as Queue,
    type QueueCreateResponse as QueueCreateResponse,
    type QueueRetrieveResponse as QueueRetrieveResponse,
    type QueueUpdateResponse as QueueUpdateResponse,
    type QueuesDefaultFlatPagination as QueuesDefaultFlatPagination,
    type QueueListParams as QueueListParams,
    type QueueCreateParams as QueueCreateParams,
    type QueueUpdateParams as QueueUpdateParams,
  };

  export { Rcs as Rcs };

  export {
    RecordingTranscriptions as RecordingTranscriptions,
    type RecordingTranscription as RecordingTranscription,
    type RecordingTranscriptionRetrieveResponse as RecordingTranscriptionRetrieveResponse,
    type RecordingTranscriptionDeleteResponse as RecordingTranscriptionDeleteResponse,
    type RecordingTranscriptionsDefaultFlatPagination as RecordingTranscriptionsDefaultFlatPagination,
    type RecordingTranscriptionListParams as RecordingTranscriptionListParams,
  };

  export {
    Recordings as Recordings,
    type RecordingResponse as RecordingResponse,
    type RecordingResponseData as RecordingResponseData,
    type RecordingResponseDataDefaultFlatPagination as RecordingResponseDataDefaultFlatPagination,
    type RecordingListParams as RecordingListParams,
  };

  export { Regions as Regions, type RegionListResponse as RegionListResponse };

  export {
    RegulatoryRequirements as RegulatoryRequirements,
    type RegulatoryRequirementRetrieveResponse as RegulatoryRequirementRetrieveResponse,
    type RegulatoryRequirementRetrieveParams as RegulatoryRequirementRetrieveParams,
  };

  export {
    Reports as Reports,
    type ReportListMdrsResponse as ReportListMdrsResponse,
    type ReportListWdrsResponse as ReportListWdrsResponse,
    type ReportListWdrsResponsesDefaultFlatPagination as ReportListWdrsResponsesDefaultFlatPagination,
    type ReportListMdrsParams as ReportListMdrsParams,
    type ReportListWdrsParams as ReportListWdrsParams,
  };

  export {
    SpeechToText as SpeechToText,
    type SttServiceType as SttServiceType,
    type TranscribeClientEvent as TranscribeClientEvent,
    type TranscribeServerEvent as TranscribeServerEvent,
    type SpeechToTextListProvidersResponse as SpeechToTextListProvidersResponse,
    type SpeechToTextListProvidersParams as SpeechToTextListProvidersParams,
    type SpeechToTextRetrieveTranscriptionParams as SpeechToTextRetrieveTranscriptionParams,
  };

  export {
    RequirementGroups as RequirementGroups,
    type RequirementGroup as RequirementGroup,
    type UserRequirement as UserRequirement,
    type RequirementGroupListResponse as RequirementGroupListResponse,
    type RequirementGroupListParams as RequirementGroupListParams,
    type RequirementGroupCreateParams as RequirementGroupCreateParams,
    type RequirementGroupUpdateParams as RequirementGroupUpdateParams,
  };

  export {
    RequirementTypes as RequirementTypes,
    type RequirementTypeRetrieveResponse as RequirementTypeRetrieveResponse,
    type RequirementTypeListResponse as RequirementTypeListResponse,
    type RequirementTypeListParams as RequirementTypeListParams,
  };

  export {
    Requirements as Requirements,
    type DocReqsRequirement as DocReqsRequirement,
    type RequirementRetrieveResponse as RequirementRetrieveResponse,
    type DocReqsRequirementsDefaultFlatPagination as DocReqsRequirementsDefaultFlatPagination,
    type RequirementListParams as RequirementListParams,
    type RequirementRetrieveParams as RequirementRetrieveParams,
  };

  export {
    RoomCompositions as RoomCompositions,
    type RoomComposition as RoomComposition,
    type VideoRegion as VideoRegion,
    type RoomCompositionCreateResponse as RoomCompositionCreateResponse,
    type RoomCompositionRetrieveResponse as RoomCompositionRetrieveResponse,
    type RoomCompositionsDefaultFlatPagination as RoomCompositionsDefaultFlatPagination,
    type RoomCompositionListParams as RoomCompositionListParams,
    type RoomCompositionCreateParams as RoomCompositionCreateParams,
  };

  export {
    RoomParticipants as RoomParticipants,
    type RoomParticipantRetrieveResponse as RoomParticipantRetrieveResponse,
    type RoomParticipantListParams as RoomParticipantListParams,
  };

  export {
    RoomRecordings as RoomRecordings,
    type RoomRecording as RoomRecording,
    type RoomRecordingRetrieveResponse as RoomRecordingRetrieveResponse,
    type RoomRecordingDeleteBulkResponse as RoomRecordingDeleteBulkResponse,
    type RoomRecordingsDefaultFlatPagination as RoomRecordingsDefaultFlatPagination,
    type RoomRecordingDeleteBulkParams as RoomRecordingDeleteBulkParams,
    type RoomRecordingListParams as RoomRecordingListParams,
  };

  export {
    Rooms as Rooms,
    type Room as Room,
    type RoomSession as RoomSession,
    type RoomCreateResponse as RoomCreateResponse,
    type RoomRetrieveResponse as RoomRetrieveResponse,
    type RoomUpdateResponse as RoomUpdateResponse,
    type RoomsDefaultFlatPagination as RoomsDefaultFlatPagination,
    type RoomListParams as RoomListParams,
    type RoomCreateParams as RoomCreateParams,
    type RoomRetrieveParams as RoomRetrieveParams,
    type RoomUpdateParams as RoomUpdateParams,
  };

  export {
    Seti as Seti,
    type SetiRetrieveBlackBoxTestResultsResponse as SetiRetrieveBlackBoxTestResultsResponse,
    type SetiRetrieveBlackBoxTestResultsParams as SetiRetrieveBlackBoxTestResultsParams,
  };

  export {
    ShortCodes as ShortCodes,
    type ShortCodeRetrieveResponse as ShortCodeRetrieveResponse,
    type ShortCodeUpdateResponse as ShortCodeUpdateResponse,
    type ShortCodeListParams as ShortCodeListParams,
    type ShortCodeUpdateParams as ShortCodeUpdateParams,
  };

  export {
    SimCardDataUsageNotifications as SimCardDataUsageNotifications,
    type SimCardDataUsageNotification as SimCardDataUsageNotification,
    type SimCardDataUsageNotificationCreateResponse as SimCardDataUsageNotificationCreateResponse,
    type SimCardDataUsageNotificationRetrieveResponse as SimCardDataUsageNotificationRetrieveResponse,
    type SimCardDataUsageNotificationUpdateResponse as SimCardDataUsageNotificationUpdateResponse,
    type SimCardDataUsageNotificationDeleteResponse as SimCardDataUsageNotificationDeleteResponse,
    type SimCardDataUsageNotificationsDefaultFlatPagination as SimCardDataUsageNotificationsDefaultFlatPagination,
    type SimCardDataUsageNotificationListParams as SimCardDataUsageNotificationListParams,
    type SimCardDataUsageNotificationCreateParams as SimCardDataUsageNotificationCreateParams,
    type SimCardDataUsageNotificationUpdateParams as SimCardDataUsageNotificationUpdateParams,
  };

  export {
    SimCardGroups as SimCardGroups,
    type ConsumedData as ConsumedData,
    type SimCardGroup as SimCardGroup,
    type SimCardGroupCreateResponse as SimCardGroupCreateResponse,
    type SimCardGroupRetrieveResponse as SimCardGroupRetrieveResponse,
    type SimCardGroupUpdateResponse as SimCardGroupUpdateResponse,
    type SimCardGroupListResponse as SimCardGroupListResponse,
    type SimCardGroupDeleteResponse as SimCardGroupDeleteResponse,
    type SimCardGroupListResponsesDefaultFlatPagination as SimCardGroupListResponsesDefaultFlatPagination,
    type SimCardGroupListParams as SimCardGroupListParams,
    type SimCardGroupCreateParams as SimCardGroupCreateParams,
    type SimCardGroupRetrieveParams as SimCardGroupRetrieveParams,
    type SimCardGroupUpdateParams as SimCardGroupUpdateParams,
  };

  export {
    SimCardOrderPreview as SimCardOrderPreview,
    type SimCardOrderPreviewPreviewResponse as SimCardOrderPreviewPreviewResponse,
    type SimCardOrderPreviewPreviewParams as SimCardOrderPreviewPreviewParams,
  };

  export {
    SimCardOrders as SimCardOrders,
    type SimCardOrder as SimCardOrder,
    type SimCardOrderCreateResponse as SimCardOrderCreateResponse,
    type SimCardOrderRetrieveResponse as SimCardOrderRetrieveResponse,
    type SimCardOrdersDefaultFlatPagination as SimCardOrdersDefaultFlatPagination,
    type SimCardOrderListParams as SimCardOrderListParams,
    type SimCardOrderCreateParams as SimCardOrderCreateParams,
  };

  export {
    SimCards as SimCards,
    type SimCard as SimCard,
    type SimCardRetrieveResponse as SimCardRetrieveResponse,
    type SimCardUpdateResponse as SimCardUpdateResponse,
    type SimCardDeleteResponse as SimCardDeleteResponse,
    type SimCardGetActivationCodeResponse as SimCardGetActivationCodeResponse,
    type SimCardGetDeviceDetailsResponse as SimCardGetDeviceDetailsResponse,
    type SimCardGetPublicIPResponse as SimCardGetPublicIPResponse,
    type SimCardListWirelessConnectivityLogsResponse as SimCardListWirelessConnectivityLogsResponse,
    type SimCardListWirelessConnectivityLogsResponsesDefaultFlatPagination as SimCardListWirelessConnectivityLogsResponsesDefaultFlatPagination,
    type SimCardListParams as SimCardListParams,
    type SimCardDeleteParams as SimCardDeleteParams,
    type SimCardRetrieveParams as SimCardRetrieveParams,
    type SimCardUpdateParams as SimCardUpdateParams,
    type SimCardListWirelessConnectivityLogsParams as SimCardListWirelessConnectivityLogsParams,
  };

  export {
    SiprecConnectors as SiprecConnectors,
    type SiprecConnectorResponse as SiprecConnectorResponse,
    type SiprecConnectorCreateParams as SiprecConnectorCreateParams,
    type SiprecConnectorUpdateParams as SiprecConnectorUpdateParams,
  };

  export {
    Storage as Storage,
    type StorageListMigrationSourceCoverageResponse as StorageListMigrationSourceCoverageResponse,
  };

  export {
    SubNumberOrders as SubNumberOrders,
    type NumbersSubNumberOrder as NumbersSubNumberOrder,
    type SubNumberOrder as SubNumberOrder,
    type SubNumberOrderRegulatoryRequirement as SubNumberOrderRegulatoryRequirement,
    type SubNumberOrderRetrieveResponse as SubNumberOrderRetrieveResponse,
    type SubNumberOrderUpdateResponse as SubNumberOrderUpdateResponse,
    type SubNumberOrderListResponse as SubNumberOrderListResponse,
    type SubNumberOrderCancelResponse as SubNumberOrderCancelResponse,
    type SubNumberOrderUpdateRequirementGroupResponse as SubNumberOrderUpdateRequirementGroupResponse,
    type SubNumberOrderListParams as SubNumberOrderListParams,
    type SubNumberOrderUpdateRequirementGroupParams as SubNumberOrderUpdateRequirementGroupParams,
    type SubNumberOrderRetrieveParams as SubNumberOrderRetrieveParams,
    type SubNumberOrderUpdateParams as SubNumberOrderUpdateParams,
  };

  export {
    SubNumberOrdersReportResource as SubNumberOrdersReportResource,
    type SubNumberOrdersReport as SubNumberOrdersReport,
    type SubNumberOrdersReportCreateResponse as SubNumberOrdersReportCreateResponse,
    type SubNumberOrdersReportRetrieveResponse as SubNumberOrdersReportRetrieveResponse,
    type SubNumberOrdersReportDownloadResponse as SubNumberOrdersReportDownloadResponse,
    type SubNumberOrdersReportCreateParams as SubNumberOrdersReportCreateParams,
  };

  export {
    TelephonyCredentials as TelephonyCredentials,
    type TelephonyCredential as TelephonyCredential,
    type TelephonyCredentialCreateResponse as TelephonyCredentialCreateResponse,
    type TelephonyCredentialRetrieveResponse as TelephonyCredentialRetrieveResponse,
    type TelephonyCredentialUpdateResponse as TelephonyCredentialUpdateResponse,
    type TelephonyCredentialDeleteResponse as TelephonyCredentialDeleteResponse,
    type TelephonyCredentialCreateTokenResponse as TelephonyCredentialCreateTokenResponse,
    type TelephonyCredentialsDefaultFlatPagination as TelephonyCredentialsDefaultFlatPagination,
    type TelephonyCredentialListParams as TelephonyCredentialListParams,
    type TelephonyCredentialCreateParams as TelephonyCredentialCreateParams,
    type TelephonyCredentialUpdateParams as TelephonyCredentialUpdateParams,
  };

  export {
    Texml as Texml,
    type TexmlInitiateAICallResponse as TexmlInitiateAICallResponse,
    type TexmlSecretsResponse as TexmlSecretsResponse,
    type TexmlSecretsParams as TexmlSecretsParams,
    type TexmlInitiateAICallParams as TexmlInitiateAICallParams,
  };

  export {
    TexmlApplications as TexmlApplications,
    type TexmlApplication as TexmlApplication,
    type TexmlApplicationCreateResponse as TexmlApplicationCreateResponse,
    type TexmlApplicationRetrieveResponse as TexmlApplicationRetrieveResponse,
    type TexmlApplicationUpdateResponse as TexmlApplicationUpdateResponse,
    type TexmlApplicationDeleteResponse as TexmlApplicationDeleteResponse,
    type TexmlApplicationsDefaultFlatPagination as TexmlApplicationsDefaultFlatPagination,
    type TexmlApplicationListParams as TexmlApplicationListParams,
    type TexmlApplicationCreateParams as TexmlApplicationCreateParams,
    type TexmlApplicationUpdateParams as TexmlApplicationUpdateParams,
  };

  export {
    TextToSpeech as TextToSpeech,
    type StreamClientEvent as StreamClientEvent,
    type StreamServerEvent as StreamServerEvent,
    type TextToSpeechGenerateSpeechResponse as TextToSpeechGenerateSpeechResponse,
    type TextToSpeechListVoicesResponse as TextToSpeechListVoicesResponse,
    type TextToSpeechListVoicesParams as TextToSpeechListVoicesParams,
    type TextToSpeechGenerateSpeechParams as TextToSpeechGenerateSpeechParams,
    type TextToSpeechRetrieveSpeechParams as TextToSpeechRetrieveSpeechParams,
  };

  export {
    UsageReports as UsageReports,
    type UsageReportListResponse as UsageReportListResponse,
    type UsageReportGetOptionsResponse as UsageReportGetOptionsResponse,
    type UsageReportListResponsesDefaultFlatPagination as UsageReportListResponsesDefaultFlatPagination,
    type UsageReportListParams as UsageReportListParams,
    type UsageReportGetOptionsParams as UsageReportGetOptionsParams,
  };

  export {
    UserAddresses as UserAddresses,
    type UserAddress as UserAddress,
    type UserAddressesUserAddress as UserAddressesUserAddress,
    type UserAddressCreateResponse as UserAddressCreateResponse,
    type UserAddressRetrieveResponse as UserAddressRetrieveResponse,
    type UserAddressesUserAddressesDefaultFlatPagination as UserAddressesUserAddressesDefaultFlatPagination,
    type UserAddressListParams as UserAddressListParams,
    type UserAddressCreateParams as UserAddressCreateParams,
  };

  export {
    UserTags as UserTags,
    type UserTagListResponse as UserTagListResponse,
    type UserTagListParams as UserTagListParams,
  };

  export {
    Verifications as Verifications,
    type CreateVerificationRequestSMS as CreateVerificationRequestSMS,
    type CreateVerificationResponse as CreateVerificationResponse,
    type Verification as Verification,
    type VerificationRetrieveResponse as VerificationRetrieveResponse,
    type VerificationTriggerCallParams as VerificationTriggerCallParams,
    type VerificationTriggerFlashcallParams as VerificationTriggerFlashcallParams,
    type VerificationTriggerSMSParams as VerificationTriggerSMSParams,
    type VerificationTriggerWhatsappVerificationParams as VerificationTriggerWhatsappVerificationParams,
  };

  export {
    VerifiedNumbers as VerifiedNumbers,
    type VerifiedNumber as VerifiedNumber,
    type VerifiedNumberDataWrapper as VerifiedNumberDataWrapper,
    type VerifiedNumberCreateResponse as VerifiedNumberCreateResponse,
    type VerifiedNumbersDefaultFlatPagination as VerifiedNumbersDefaultFlatPagination,
    type VerifiedNumberListParams as VerifiedNumberListParams,
    type VerifiedNumberCreateParams as VerifiedNumberCreateParams,
  };

  export {
    VerifyProfiles as VerifyProfiles,
    type MessageTemplate as MessageTemplate,
    type VerifyProfile as VerifyProfile,
    type VerifyProfileData as VerifyProfileData,
    type VerifyProfileMessageTemplateResponse as VerifyProfileMessageTemplateResponse,
    type VerifyProfileRetrieveTemplatesResponse as VerifyProfileRetrieveTemplatesResponse,
    type VerifyProfilesDefaultFlatPagination as VerifyProfilesDefaultFlatPagination,
    type VerifyProfileListParams as VerifyProfileListParams,
    type VerifyProfileCreateParams as VerifyProfileCreateParams,
    type VerifyProfileUpdateParams as VerifyProfileUpdateParams,
    type VerifyProfileCreateTemplateParams as VerifyProfileCreateTemplateParams,
    type VerifyProfileUpdateTemplateParams as VerifyProfileUpdateTemplateParams,
  };

  export {
    VirtualCrossConnects as VirtualCrossConnects,
    type RegionOut as RegionOut,
    type VirtualCrossConnectCombined as VirtualCrossConnectCombined,
    type VirtualCrossConnectCreate as VirtualCrossConnectCreate,
    type VirtualCrossConnectPatch as VirtualCrossConnectPatch,
    type VirtualCrossConnectCreateResponse as VirtualCrossConnectCreateResponse,
    type VirtualCrossConnectRetrieveResponse as VirtualCrossConnectRetrieveResponse,
    type VirtualCrossConnectUpdateResponse as VirtualCrossConnectUpdateResponse,
    type VirtualCrossConnectDeleteResponse as VirtualCrossConnectDeleteResponse,
    type VirtualCrossConnectCombinedsDefaultFlatPagination as VirtualCrossConnectCombinedsDefaultFlatPagination,
    type VirtualCrossConnectListParams as VirtualCrossConnectListParams,
    type VirtualCrossConnectCreateParams as VirtualCrossConnectCreateParams,
    type VirtualCrossConnectUpdateParams as VirtualCrossConnectUpdateParams,
  };

  export {
    VirtualCrossConnectsCoverage as VirtualCrossConnectsCoverage,
    type VirtualCrossConnectsCoverageListResponse as VirtualCrossConnectsCoverageListResponse,
    type VirtualCrossConnectsCoverageListResponsesDefaultFlatPagination as VirtualCrossConnectsCoverageListResponsesDefaultFlatPagination,
    type VirtualCrossConnectsCoverageListParams as VirtualCrossConnectsCoverageListParams,
  };

  export {
    WebhookDeliveries as WebhookDeliveries,
    type Attempt as Attempt,
    type HTTP as HTTP,
    type WebhookDelivery as WebhookDelivery,
    type WebhookDeliveryRetrieveResponse as WebhookDeliveryRetrieveResponse,
    type WebhookDeliveriesDefaultFlatPagination as WebhookDeliveriesDefaultFlatPagination,
    type WebhookDeliveryListParams as WebhookDeliveryListParams,
  };

  export {
    WireguardInterfaces as WireguardInterfaces,
    type WireguardInterface as WireguardInterface,
    type WireguardInterfaceRead as WireguardInterfaceRead,
    type WireguardInterfaceCreateResponse as WireguardInterfaceCreateResponse,
    type WireguardInterfaceRetrieveResponse as WireguardInterfaceRetrieveResponse,
    type WireguardInterfaceDeleteResponse as WireguardInterfaceDeleteResponse,
    type WireguardInterfaceReadsDefaultFlatPagination as WireguardInterfaceReadsDefaultFlatPagination,
    type WireguardInterfaceListParams as WireguardInterfaceListParams,
    type WireguardInterfaceCreateParams as WireguardInterfaceCreateParams,
  };

  export {
    WireguardPeers as WireguardPeers,
    type WireguardPeer as WireguardPeer,
    type WireguardPeerPatch as WireguardPeerPatch,
    type WireguardPeerCreateResponse as WireguardPeerCreateResponse,
    type WireguardPeerRetrieveResponse as WireguardPeerRetrieveResponse,
    type WireguardPeerUpdateResponse as WireguardPeerUpdateResponse,
    type WireguardPeerDeleteResponse as WireguardPeerDeleteResponse,
    type WireguardPeerRetrieveConfigResponse as WireguardPeerRetrieveConfigResponse,
    type WireguardPeersDefaultFlatPagination as WireguardPeersDefaultFlatPagination,
    type WireguardPeerListParams as WireguardPeerListParams,
    type WireguardPeerCreateParams as WireguardPeerCreateParams,
    type WireguardPeerUpdateParams as WireguardPeerUpdateParams,
  };

  export {
    Wireless as Wireless,
    type WirelessRetrieveRegionsResponse as WirelessRetrieveRegionsResponse,
    type WirelessRetrieveRegionsParams as WirelessRetrieveRegionsParams,
  };

  export {
    WirelessBlocklistValues as WirelessBlocklistValues,
    type WirelessBlocklistValueListResponse as WirelessBlocklistValueListResponse,
    type WirelessBlocklistValueListParams as WirelessBlocklistValueListParams,
  };

  export {
    WirelessBlocklists as WirelessBlocklists,
    type WirelessBlocklist as WirelessBlocklist,
    type WirelessWirelessBlocklist as WirelessWirelessBlocklist,
    type WirelessBlocklistCreateResponse as WirelessBlocklistCreateResponse,
    type WirelessBlocklistRetrieveResponse as WirelessBlocklistRetrieveResponse,
    type WirelessBlocklistUpdateResponse as WirelessBlocklistUpdateResponse,
    type WirelessWirelessBlocklistsDefaultFlatPagination as WirelessWirelessBlocklistsDefaultFlatPagination,
    type WirelessBlocklistListParams as WirelessBlocklistListParams,
    type WirelessBlocklistUpdateParams as WirelessBlocklistUpdateParams,
    type WirelessBlocklistCreateParams as WirelessBlocklistCreateParams,
  };

  export {
    WellKnown as WellKnown,
    type WellKnownRetrieveAuthorizationServerMetadataResponse as WellKnownRetrieveAuthorizationServerMetadataResponse,
    type WellKnownRetrieveProtectedResourceMetadataResponse as WellKnownRetrieveProtectedResourceMetadataResponse,
  };

  export {
    InexplicitNumberOrders as InexplicitNumberOrders,
    type InexplicitNumberOrderResponse as InexplicitNumberOrderResponse,
    type InexplicitNumberOrderCreateResponse as InexplicitNumberOrderCreateResponse,
    type InexplicitNumberOrderRetrieveResponse as InexplicitNumberOrderRetrieveResponse,
    type InexplicitNumberOrderResponsesDefaultFlatPaginationForInexplicitNumberOrders as InexplicitNumberOrderResponsesDefaultFlatPaginationForInexplicitNumberOrders,
    type InexplicitNumberOrderListParams as InexplicitNumberOrderListParams,
    type InexplicitNumberOrderCreateParams as InexplicitNumberOrderCreateParams,
  };

  export {
    MobilePhoneNumbers as MobilePhoneNumbers,
    type MobilePhoneNumber as MobilePhoneNumber,
    type MobilePhoneNumberRetrieveResponse as MobilePhoneNumberRetrieveResponse,
    type MobilePhoneNumberUpdateResponse as MobilePhoneNumberUpdateResponse,
    type MobilePhoneNumbersDefaultFlatPagination as MobilePhoneNumbersDefaultFlatPagination,
    type MobilePhoneNumberListParams as MobilePhoneNumberListParams,
    type MobilePhoneNumberUpdateParams as MobilePhoneNumberUpdateParams,
  };

  export {
    MobileVoiceConnections as MobileVoiceConnections,
    type MobileVoiceConnection as MobileVoiceConnection,
    type MobileVoiceConnectionCreateResponse as MobileVoiceConnectionCreateResponse,
    type MobileVoiceConnectionRetrieveResponse as MobileVoiceConnectionRetrieveResponse,
    type MobileVoiceConnectionUpdateResponse as MobileVoiceConnectionUpdateResponse,
    type MobileVoiceConnectionDeleteResponse as MobileVoiceConnectionDeleteResponse,
    type MobileVoiceConnectionsDefaultFlatPagination as MobileVoiceConnectionsDefaultFlatPagination,
    type MobileVoiceConnectionListParams as MobileVoiceConnectionListParams,
    type MobileVoiceConnectionCreateParams as MobileVoiceConnectionCreateParams,
    type MobileVoiceConnectionUpdateParams as MobileVoiceConnectionUpdateParams,
  };

  export {
    Messaging10dlc as Messaging10dlc,
    type Messaging10dlcGetEnumResponse as Messaging10dlcGetEnumResponse,
  };

  export { Organizations as Organizations };

  export {
    AlphanumericSenderIDs as AlphanumericSenderIDs,
    type AlphanumericSenderID as AlphanumericSenderID,
    type MessagingPaginationMeta0b38e7044b as MessagingPaginationMeta0b38e7044b,
    type AlphanumericSenderIDCreateResponse as AlphanumericSenderIDCreateResponse,
    type AlphanumericSenderIDRetrieveResponse as AlphanumericSenderIDRetrieveResponse,
    type AlphanumericSenderIDDeleteResponse as AlphanumericSenderIDDeleteResponse,
    type AlphanumericSenderIDsDefaultFlatPagination as AlphanumericSenderIDsDefaultFlatPagination,
    type AlphanumericSenderIDListParams as AlphanumericSenderIDListParams,
    type AlphanumericSenderIDCreateParams as AlphanumericSenderIDCreateParams,
  };

  export {
    MessagingProfileMetrics as MessagingProfileMetrics,
    type MessagingMetricsTimeFrame as MessagingMetricsTimeFrame,
    type MessagingProfileMetricListResponse as MessagingProfileMetricListResponse,
    type MessagingProfileMetricListParams as MessagingProfileMetricListParams,
  };

  export {
    SessionAnalysis as SessionAnalysis,
    type EventNode as EventNode,
    type SessionAnalysisRetrieveResponse as SessionAnalysisRetrieveResponse,
    type SessionAnalysisRetrieveParams as SessionAnalysisRetrieveParams,
  };

  export { Whatsapp as Whatsapp };

  export {
    WhatsappMessageTemplates as WhatsappMessageTemplates,
    type WhatsappMessageTemplateRetrieveResponse as WhatsappMessageTemplateRetrieveResponse,
    type WhatsappMessageTemplateUpdateResponse as WhatsappMessageTemplateUpdateResponse,
    type WhatsappMessageTemplateUpdateParams as WhatsappMessageTemplateUpdateParams,
  };

  export { X402 as X402 };

  export {
    VoiceClones as VoiceClones,
    type VoiceCloneData as VoiceCloneData,
    type VoiceCloneResponse as VoiceCloneResponse,
    type VoiceDesignsPaginationMeta as VoiceDesignsPaginationMeta,
    type VoiceCloneDataDefaultFlatPagination as VoiceCloneDataDefaultFlatPagination,
    type VoiceCloneListParams as VoiceCloneListParams,
    type VoiceCloneCreateParams as VoiceCloneCreateParams,
    type VoiceCloneCreateFromUploadParams as VoiceCloneCreateFromUploadParams,
    type VoiceCloneUpdateParams as VoiceCloneUpdateParams,
  };

  export {
    VoiceDesigns as VoiceDesigns,
    type VoiceDesignData as VoiceDesignData,
    type VoiceDesignResponse as VoiceDesignResponse,
    type VoiceDesignSummaryData as VoiceDesignSummaryData,
    type VoiceDesignRenameResponse as VoiceDesignRenameResponse,
    type VoiceDesignSummaryDataDefaultFlatPagination as VoiceDesignSummaryDataDefaultFlatPagination,
    type VoiceDesignListParams as VoiceDesignListParams,
    type VoiceDesignCreateParams as VoiceDesignCreateParams,
    type VoiceDesignRetrieveParams as VoiceDesignRetrieveParams,
    type VoiceDesignRenameParams as VoiceDesignRenameParams,
    type VoiceDesignDownloadSampleParams as VoiceDesignDownloadSampleParams,
    type VoiceDesignDeleteVersionParams as VoiceDesignDeleteVersionParams,
  };

  export {
    TrafficPolicyProfiles as TrafficPolicyProfiles,
    type TrafficPolicyProfile as TrafficPolicyProfile,
    type TrafficPolicyProfileCreateResponse as TrafficPolicyProfileCreateResponse,
    type TrafficPolicyProfileRetrieveResponse as TrafficPolicyProfileRetrieveResponse,
    type TrafficPolicyProfileUpdateResponse as TrafficPolicyProfileUpdateResponse,
    type TrafficPolicyProfileDeleteResponse as TrafficPolicyProfileDeleteResponse,
    type TrafficPolicyProfileListServicesResponse as TrafficPolicyProfileListServicesResponse,
    type TrafficPolicyProfilesDefaultFlatPagination as TrafficPolicyProfilesDefaultFlatPagination,
    type TrafficPolicyProfileListServicesResponsesDefaultFlatPagination as TrafficPolicyProfileListServicesResponsesDefaultFlatPagination,
    type TrafficPolicyProfileListParams as TrafficPolicyProfileListParams,
    type TrafficPolicyProfileCreateParams as TrafficPolicyProfileCreateParams,
    type TrafficPolicyProfileListServicesParams as TrafficPolicyProfileListServicesParams,
    type TrafficPolicyProfileUpdateParams as TrafficPolicyProfileUpdateParams,
  };

  export {
    Enterprises as Enterprises,
    type BillingContact as BillingContact,
    type EnterprisePublic as EnterprisePublic,
    type EnterprisePublicWrapped as EnterprisePublicWrapped,
    type NumberReputationPaginationMeta as NumberReputationPaginationMeta,
    type OrganizationContact as OrganizationContact,
    type PhysicalAddress as PhysicalAddress,
    type EnterprisePublicsDefaultFlatPagination as EnterprisePublicsDefaultFlatPagination,
    type EnterpriseListParams as EnterpriseListParams,
    type EnterpriseCreateParams as EnterpriseCreateParams,
    type EnterpriseUpdateParams as EnterpriseUpdateParams,
  };

  export { Reputation as Reputation };

  export {
    TermsOfService as TermsOfService,
    type TermsOfServiceRetrieveInfoResponse as TermsOfServiceRetrieveInfoResponse,
    type TermsOfServiceRetrieveStatusResponse as TermsOfServiceRetrieveStatusResponse,
    type TermsOfServiceRetrieveStatusParams as TermsOfServiceRetrieveStatusParams,
    type TermsOfServiceRetrieveInfoParams as TermsOfServiceRetrieveInfoParams,
  };

  export {
    PronunciationDicts as PronunciationDicts,
    type PronunciationDictAliasItem as PronunciationDictAliasItem,
    type PronunciationDictData as PronunciationDictData,
    type PronunciationDictItem as PronunciationDictItem,
    type PronunciationDictPhonemeItem as PronunciationDictPhonemeItem,
    type PronunciationDictResponse as PronunciationDictResponse,
    type PronunciationDictDataDefaultFlatPagination as PronunciationDictDataDefaultFlatPagination,
    type PronunciationDictListParams as PronunciationDictListParams,
    type PronunciationDictCreateParams as PronunciationDictCreateParams,
    type PronunciationDictUpdateParams as PronunciationDictUpdateParams,
  };

  export {
    UacConnections as UacConnections,
    type UacConnection as UacConnection,
    type UacExternalSettings as UacExternalSettings,
    type UacInbound as UacInbound,
    type UacInboundRequest as UacInboundRequest,
    type UacInternalSettings as UacInternalSettings,
    type UacOutbound as UacOutbound,
    type UacConnectionCreateResponse as UacConnectionCreateResponse,
    type UacConnectionRetrieveResponse as UacConnectionRetrieveResponse,
    type UacConnectionUpdateResponse as UacConnectionUpdateResponse,
    type UacConnectionDeleteResponse as UacConnectionDeleteResponse,
    type UacConnectionsDefaultFlatPagination as UacConnectionsDefaultFlatPagination,
    type UacConnectionListParams as UacConnectionListParams,
    type UacConnectionCreateParams as UacConnectionCreateParams,
    type UacConnectionUpdateParams as UacConnectionUpdateParams,
  };

  export {
    VoiceSDKCallReports as VoiceSDKCallReports,
    type VoiceSDKCallReport as VoiceSDKCallReport,
    type VoiceSDKCallReportLogEntry as VoiceSDKCallReportLogEntry,
    type VoiceSDKCallReportRetrieveResponse as VoiceSDKCallReportRetrieveResponse,
    type VoiceSDKCallReportsDefaultFlatPagination as VoiceSDKCallReportsDefaultFlatPagination,
    type VoiceSDKCallReportListParams as VoiceSDKCallReportListParams,
  };

  export {
    CallReasons as CallReasons,
    type BrandedCallingPaginationMeta as BrandedCallingPaginationMeta,
    type CallReasonListResponse as CallReasonListResponse,
    type CallReasonValidateResponse as CallReasonValidateResponse,
    type CallReasonListResponsesDefaultFlatPagination as CallReasonListResponsesDefaultFlatPagination,
    type CallReasonListParams as CallReasonListParams,
    type CallReasonValidateParams as CallReasonValidateParams,
  };

  export {
    DirResource as DirResource,
    type Dir as Dir,
    type DirList as DirList,
    type DirStatus as DirStatus,
    type DirWrapped as DirWrapped,
    type Document as Document,
    type DirListDocumentTypesResponse as DirListDocumentTypesResponse,
    type DirsDefaultFlatPagination as DirsDefaultFlatPagination,
    type DirListParams as DirListParams,
    type DirUpdateParams as DirUpdateParams,
    type DirListInfringementClaimsParams as DirListInfringementClaimsParams,
    type DirUpdateInfringementParams as DirUpdateInfringementParams,
    type DirNewLoaParams as DirNewLoaParams,
  };

  export {
    InfringementClaims as InfringementClaims,
    type InfringementClaim as InfringementClaim,
    type InfringementClaimWrapped as InfringementClaimWrapped,
    type InfringementClaimContestParams as InfringementClaimContestParams,
  };

  export {
    EmailBlocks as EmailBlocks,
    type EmailBlock as EmailBlock,
    type EmailBlockResponse as EmailBlockResponse,
    type OffsetMeta as OffsetMeta,
    type EmailBlockRetrieveEventsResponse as EmailBlockRetrieveEventsResponse,
    type EmailBlockRetrieveExportResponse as EmailBlockRetrieveExportResponse,
    type EmailBlocksDefaultFlatPagination as EmailBlocksDefaultFlatPagination,
    type EmailBlockRetrieveEventsResponsesDefaultFlatPagination as EmailBlockRetrieveEventsResponsesDefaultFlatPagination,
    type EmailBlockListParams as EmailBlockListParams,
    type EmailBlockCreateParams as EmailBlockCreateParams,
    type EmailBlockRetrieveExportParams as EmailBlockRetrieveExportParams,
    type EmailBlockRetrieveEventsParams as EmailBlockRetrieveEventsParams,
  };

  export {
    EmailDomains as EmailDomains,
    type DNSRecord as DNSRecord,
    type DomainsTrackingSettings as DomainsTrackingSettings,
    type EmailDmarcPolicy as EmailDmarcPolicy,
    type EmailDomain as EmailDomain,
    type EmailDomainResponse as EmailDomainResponse,
    type EmailDomainStatus as EmailDomainStatus,
    type EmailDomainType as EmailDomainType,
    type EmailDomainVerification as EmailDomainVerification,
    type EmailDomainRetrieveDNSRecordsResponse as EmailDomainRetrieveDNSRecordsResponse,
    type EmailDomainRetrieveHealthResponse as EmailDomainRetrieveHealthResponse,
    type EmailDomainRotateDkimResponse as EmailDomainRotateDkimResponse,
    type EmailDomainsDefaultFlatPagination as EmailDomainsDefaultFlatPagination,
    type EmailDomainListParams as EmailDomainListParams,
    type EmailDomainCreateParams as EmailDomainCreateParams,
    type EmailDomainDeleteParams as EmailDomainDeleteParams,
    type EmailDomainUpdateParams as EmailDomainUpdateParams,
  };

  export {
    EmailEvents as EmailEvents,
    type EmailEventType as EmailEventType,
    type EmailWebhookRecipient as EmailWebhookRecipient,
    type TimeRange as TimeRange,
    type EmailEventListResponse as EmailEventListResponse,
    type EmailEventRetrieveStatsResponse as EmailEventRetrieveStatsResponse,
    type EmailEventListParams as EmailEventListParams,
    type EmailEventRetrieveStatsParams as EmailEventRetrieveStatsParams,
  };

  export {
    EmailInboxes as EmailInboxes,
    type EmailInbox as EmailInbox,
    type EmailInboxResponse as EmailInboxResponse,
    type EmailInboxesEmailCursorPagination as EmailInboxesEmailCursorPagination,
    type EmailInboxListParams as EmailInboxListParams,
    type EmailInboxCreateParams as EmailInboxCreateParams,
  };

  export {
    EmailMessages as EmailMessages,
    type AttachmentRequest as AttachmentRequest,
    type EmailAddressInput as EmailAddressInput,
    type EmailMessageDetailResponse as EmailMessageDetailResponse,
    type MessageEvent as MessageEvent,
    type SuppressedRecipient as SuppressedRecipient,
    type TrackingSettings as TrackingSettings,
    type EmailMessageBatchResponse as EmailMessageBatchResponse,
    type MessageEventsEmailCursorPagination as MessageEventsEmailCursorPagination,
    type EmailMessageDeleteAllParams as EmailMessageDeleteAllParams,
    type EmailMessageListParams as EmailMessageListParams,
    type EmailMessageCreateParams as EmailMessageCreateParams,
    type EmailMessageBatchParams as EmailMessageBatchParams,
    type EmailMessageRetrieveEventsParams as EmailMessageRetrieveEventsParams,
    type EmailMessageUpdateScheduleParams as EmailMessageUpdateScheduleParams,
  };

  export {
    EmailTemplates as EmailTemplates,
    type EmailTemplate as EmailTemplate,
    type EmailTemplateResponse as EmailTemplateResponse,
    type UpdateEmailTemplateRequest as UpdateEmailTemplateRequest,
    type EmailTemplateRenderResponse as EmailTemplateRenderResponse,
    type EmailTemplatesEmailCursorPagination as EmailTemplatesEmailCursorPagination,
    type EmailTemplateListParams as EmailTemplateListParams,
    type EmailTemplateCreateParams as EmailTemplateCreateParams,
    type EmailTemplateReplaceParams as EmailTemplateReplaceParams,
    type EmailTemplateUpdateParams as EmailTemplateUpdateParams,
    type EmailTemplateRenderParams as EmailTemplateRenderParams,
  };

  export {
    EmailThreads as EmailThreads,
    type EmailThreadRetrieveResponse as EmailThreadRetrieveResponse,
    type EmailThreadListParams as EmailThreadListParams,
    type EmailThreadRetrieveParams as EmailThreadRetrieveParams,
  };

  export {
    EmailUnsubscribeGroups as EmailUnsubscribeGroups,
    type GroupListMeta as GroupListMeta,
    type UnsubscribeGroup as UnsubscribeGroup,
    type UnsubscribeGroupResponse as UnsubscribeGroupResponse,
    type UnsubscribeGroupsDefaultFlatPagination as UnsubscribeGroupsDefaultFlatPagination,
    type EmailUnsubscribeGroupListParams as EmailUnsubscribeGroupListParams,
    type EmailUnsubscribeGroupCreateParams as EmailUnsubscribeGroupCreateParams,
    type EmailUnsubscribeGroupDeleteParams as EmailUnsubscribeGroupDeleteParams,
    type EmailUnsubscribeGroupUpdateParams as EmailUnsubscribeGroupUpdateParams,
  };

  export {
    EmailValidations as EmailValidations,
    type EmailValidationCheck as EmailValidationCheck,
    type EmailValidationChecks as EmailValidationChecks,
    type EmailValidationCreateResponse as EmailValidationCreateResponse,
    type EmailValidationCreateParams as EmailValidationCreateParams,
  };

  export { Pricing as Pricing };

  export {
    WebSearch as WebSearch,
    type WebSearchResult as WebSearchResult,
    type WebSearchCreateResponse as WebSearchCreateResponse,
    type WebSearchContentsResponse as WebSearchContentsResponse,
    type WebSearchCreateParams as WebSearchCreateParams,
    type WebSearchContentsParams as WebSearchContentsParams,
  };

  export {
    MeetingSessions as MeetingSessions,
    type MeetingSession as MeetingSession,
    type MeetingSessionResponse as MeetingSessionResponse,
    type MeetingSessionListResponse as MeetingSessionListResponse,
    type MeetingSessionDeleteRecordingMediaResponse as MeetingSessionDeleteRecordingMediaResponse,
    type MeetingSessionRetrieveEventsResponse as MeetingSessionRetrieveEventsResponse,
    type MeetingSessionRetrieveRecordingsResponse as MeetingSessionRetrieveRecordingsResponse,
    type MeetingSessionRetrieveTranscriptResponse as MeetingSessionRetrieveTranscriptResponse,
    type MeetingSessionListParams as MeetingSessionListParams,
    type MeetingSessionCreateParams as MeetingSessionCreateParams,
    type MeetingSessionUpdateParams as MeetingSessionUpdateParams,
    type MeetingSessionRetrieveEventsParams as MeetingSessionRetrieveEventsParams,
    type MeetingSessionRetrieveTranscriptParams as MeetingSessionRetrieveTranscriptParams,
  };

  export { ExternalRequirements as ExternalRequirements };

  export { Compute as Compute };

  export {
    NoiseSuppressionEngines as NoiseSuppressionEngines,
    type NoiseSuppressionEngineListResponse as NoiseSuppressionEngineListResponse,
  };

  export {
    BotChallenge as BotChallenge,
    type BotChallengeCreateResponse as BotChallengeCreateResponse,
    type BotChallengeCreateParams as BotChallengeCreateParams,
  };

  export {
    BotSessions as BotSessions,
    type BotSessionListResponse as BotSessionListResponse,
    type BotSessionListParams as BotSessionListParams,
  };

  export {
    BotSignup as BotSignup,
    type SuccessResponse as SuccessResponse,
    type BotSignupCreateParams as BotSignupCreateParams,
    type BotSignupResendMagicLinkParams as BotSignupResendMagicLinkParams,
  };

  export {
    MachinePayments as MachinePayments,
    type MachinePaymentAccountCreditResponse as MachinePaymentAccountCreditResponse,
    type MachinePaymentAccountCreditParams as MachinePaymentAccountCreditParams,
  };

  export type APIError = API.APIError;
  export type AvailablePhoneNumbersMetadata = API.AvailablePhoneNumbersMetadata;
  export type AzureVoiceSettings = API.AzureVoiceSettings;
  export type BookAppointmentTool = API.BookAppointmentTool;
  export type BookAppointmentToolParams = API.BookAppointmentToolParams;
  export type CallControlBucketIDs = API.CallControlBucketIDs;
  export type CallControlRetrievalTool = API.CallControlRetrievalTool;
  export type CheckAvailabilityTool = API.CheckAvailabilityTool;
  export type CheckAvailabilityToolParams = API.CheckAvailabilityToolParams;
  export type ConnectionJitterBuffer = API.ConnectionJitterBuffer;
  export type ConnectionNoiseSuppressionDetails = API.ConnectionNoiseSuppressionDetails;
  export type ConnectionsPaginationMeta = API.ConnectionsPaginationMeta;
  export type CostInformation = API.CostInformation;
  export type Cursor = API.Cursor;
  export type DocReqsRequirementType = API.DocReqsRequirementType;
  export type Feature = API.Feature;
  export type HostedNumber = API.HostedNumber;
  export type InboundMessagePayload = API.InboundMessagePayload;
  export type InworldVoiceSettings = API.InworldVoiceSettings;
  export type MessagingError = API.MessagingError;
  export type MessagingFeatureSet = API.MessagingFeatureSet;
  export type MessagingHostedNumberOrder = API.MessagingHostedNumberOrder;
  export type MessagingPaginationMeta = API.MessagingPaginationMeta;
  export type Metadata = API.Metadata;
  export type MinimaxVoiceSettings = API.MinimaxVoiceSettings;
  export type NetappsLocation = API.NetappsLocation;
  export type NumberHealthMetrics = API.NumberHealthMetrics;
  export type PhoneNumberWithMessagingSettings = API.PhoneNumberWithMessagingSettings;
  export type PhoneNumbersJobPhoneNumber = API.PhoneNumbersJobPhoneNumber;
  export type PortingOrderStatus = API.PortingOrderStatus;
  export type PortingOrdersExceptionType = API.PortingOrdersExceptionType;
  export type RegionInformation = API.RegionInformation;
  export type ReputationData = API.ReputationData;
  export type ResembleVoiceSettings = API.ResembleVoiceSettings;
  export type RoomParticipant = API.RoomParticipant;
  export type ShortCode = API.ShortCode;
  export type SimCardStatus = API.SimCardStatus;
  export type SimpleSimCard = API.SimpleSimCard;
  export type SubNumberOrderRegulatoryRequirementWithValue = API.SubNumberOrderRegulatoryRequirementWithValue;
  export type WhatsappTemplateData = API.WhatsappTemplateData;
  export type XaiVoiceSettings = API.XaiVoiceSettings;
}
