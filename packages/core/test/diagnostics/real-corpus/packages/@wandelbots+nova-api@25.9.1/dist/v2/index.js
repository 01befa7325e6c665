import { _defineProperty } from "../defineProperty-CQ_RnIQg.js";
import globalAxios from "axios";

//#region v2/base.ts
const BASE_PATH = "/api/v2".replace(/\/+$/, "");
/**
*
* @export
*/
const COLLECTION_FORMATS = {
	csv: ",",
	ssv: " ",
	tsv: "	",
	pipes: "|"
};
/**
*
* @export
* @class BaseAPI
*/
var BaseAPI = class {
	constructor(configuration, basePath = BASE_PATH, axios = globalAxios) {
		this.basePath = basePath;
		this.axios = axios;
		_defineProperty(this, "configuration", void 0);
		if (configuration) {
			this.configuration = configuration;
			this.basePath = configuration.basePath ?? basePath;
		}
	}
};
/**
*
* @export
* @class RequiredError
* @extends {Error}
*/
var RequiredError = class extends Error {
	constructor(field, msg) {
		super(msg);
		this.field = field;
		this.name = "RequiredError";
	}
};
/**
*
* @export
*/
const operationServerMap = {};

//#endregion
//#region v2/common.ts
/**
*
* @export
*/
const DUMMY_BASE_URL = "https://example.com";
/**
*
* @throws {RequiredError}
* @export
*/
const assertParamExists = function(functionName, paramName, paramValue) {
	if (paramValue === null || paramValue === void 0) throw new RequiredError(paramName, `Required parameter ${paramName} was null or undefined when calling ${functionName}.`);
};
/**
*
* @export
*/
const setBasicAuthToObject = function(object, configuration) {
	if (configuration && (configuration.username || configuration.password)) object["auth"] = {
		username: configuration.username,
		password: configuration.password
	};
};
/**
*
* @export
*/
const setBearerAuthToObject = async function(object, configuration) {
	if (configuration && configuration.accessToken) object["Authorization"] = "Bearer " + (typeof configuration.accessToken === "function" ? await configuration.accessToken() : await configuration.accessToken);
};
function setFlattenedQueryParams(urlSearchParams, parameter, key = "") {
	if (parameter == null) return;
	if (typeof parameter === "object") if (Array.isArray(parameter)) parameter.forEach((item) => setFlattenedQueryParams(urlSearchParams, item, key));
	else Object.keys(parameter).forEach((currentKey) => setFlattenedQueryParams(urlSearchParams, parameter[currentKey], `${key}${key !== "" ? "." : ""}${currentKey}`));
	else if (urlSearchParams.has(key)) urlSearchParams.append(key, parameter);
	else urlSearchParams.set(key, parameter);
}
/**
*
* @export
*/
const setSearchParams = function(url, ...objects) {
	const searchParams = new URLSearchParams(url.search);
	setFlattenedQueryParams(searchParams, objects);
	url.search = searchParams.toString();
};
/**
*
* @export
*/
const serializeDataIfNeeded = function(value, requestOptions, configuration) {
	const nonString = typeof value !== "string";
	return (nonString && configuration && configuration.isJsonMime ? configuration.isJsonMime(requestOptions.headers["Content-Type"]) : nonString) ? JSON.stringify(value !== void 0 ? value : {}) : value || "";
};
/**
*
* @export
*/
const toPathString = function(url) {
	return url.pathname + url.search + url.hash;
};
/**
*
* @export
*/
const createRequestFunction = function(axiosArgs, globalAxios$1, BASE_PATH$1, configuration) {
	return (axios = globalAxios$1, basePath = BASE_PATH$1) => {
		const axiosRequestArgs = {
			...axiosArgs.options,
			url: (axios.defaults.baseURL ? "" : configuration?.basePath ?? basePath) + axiosArgs.url
		};
		return axios.request(axiosRequestArgs);
	};
};

//#endregion
//#region v2/api.ts
const AbbControllerKindEnum = { AbbController: "AbbController" };
/**
* ## BEHAVIOR_AUTOMATIC This is the default behavior. The motion groups of the controller take commanded joint configuration as actual joint state. Configures the compliance of the virtual robot with the normal ControllerState cycle time. If set, the virtual robot will act like a physical one, e.g., with a cycle time of 8ms to respond to a new joint state command. ## BEHAVIOR_AUTOMATIC_NOT_COMPLY_WITH_CYCLETIME Configures the compliance of the virtual robot with the normal ControllerState cycle time. If set, the robot will respond as fast as possible, limited only by software execution speed. Because of that the execution of a movement requires less time than with BEHAVIOR_AUTOMATIC. ## BEHAVIOR_EXTERNAL_SOURCE The external client is the only source of actual joint state changes. This mode is used to enable third party software indicating the current joint state via [externalJointsStream](externalJointsStream). 
* @export
* @enum {string}
*/
const Behavior = {
	BehaviorAutomatic: "BEHAVIOR_AUTOMATIC",
	BehaviorAutomaticNotComplyWithCycletime: "BEHAVIOR_AUTOMATIC_NOT_COMPLY_WITH_CYCLETIME",
	BehaviorExternalSource: "BEHAVIOR_EXTERNAL_SOURCE"
};
const BlendingAutoBlendingNameEnum = { BlendingAuto: "BlendingAuto" };
const BlendingPositionBlendingNameEnum = { BlendingPosition: "BlendingPosition" };
const BooleanValueValueTypeEnum = { Boolean: "boolean" };
const BoxShapeTypeEnum = { Box: "box" };
const BoxBoxTypeEnum = {
	Hollow: "HOLLOW",
	Full: "FULL"
};
const BusIOModbusClientBusTypeEnum = { ModbusClient: "modbus_client" };
const BusIOModbusServerBusTypeEnum = { ModbusServer: "modbus_server" };
const BusIOModbusTCPClientNetworkTypeEnum = { Tcp: "tcp" };
const BusIOModbusTCPServerNetworkTypeEnum = { Tcp: "tcp" };
const BusIOModbusVirtualBusTypeEnum = { ModbusVirtual: "modbus_virtual" };
const BusIOProfinetBusTypeEnum = { Profinet: "profinet" };
const BusIOProfinetVirtualBusTypeEnum = { ProfinetVirtual: "profinet_virtual" };
/**
* Current state of the BUS input/output service. 
* @export
* @enum {string}
*/
const BusIOsStateEnum = {
	BusIosStateUnknown: "BUS_IOS_STATE_UNKNOWN",
	BusIosStateInitializing: "BUS_IOS_STATE_INITIALIZING",
	BusIosStateConnected: "BUS_IOS_STATE_CONNECTED",
	BusIosStateDisconnected: "BUS_IOS_STATE_DISCONNECTED"
};
const CapsuleShapeTypeEnum = { Capsule: "capsule" };
/**
* Comparator for the comparison of two values. The comparator is used to compare two values and return a boolean result. The default comparator is unknown. 
* @export
* @enum {string}
*/
const Comparator = {
	ComparatorEquals: "COMPARATOR_EQUALS",
	ComparatorNotEquals: "COMPARATOR_NOT_EQUALS",
	ComparatorGreater: "COMPARATOR_GREATER",
	ComparatorGreaterEqual: "COMPARATOR_GREATER_EQUAL",
	ComparatorLess: "COMPARATOR_LESS",
	ComparatorLessEqual: "COMPARATOR_LESS_EQUAL"
};
const ConfigurationArchiveStatusCreatingStatusEnum = { Creating: "creating" };
const ConfigurationArchiveStatusErrorStatusEnum = { Error: "error" };
const ConfigurationArchiveStatusSuccessStatusEnum = { Success: "success" };
const ConvexHullShapeTypeEnum = { ConvexHull: "convex_hull" };
const CylinderShapeTypeEnum = { Cylinder: "cylinder" };
/**
* The direction in which the trajectory is executed. Default: Forward. 
* @export
* @enum {string}
*/
const Direction = {
	DirectionForward: "DIRECTION_FORWARD",
	DirectionBackward: "DIRECTION_BACKWARD"
};
const ErrorInvalidJointCountErrorFeedbackNameEnum = { ErrorInvalidJointCount: "ErrorInvalidJointCount" };
const ErrorJointLimitExceededErrorFeedbackNameEnum = { ErrorJointLimitExceeded: "ErrorJointLimitExceeded" };
const ErrorJointPositionCollisionErrorFeedbackNameEnum = { ErrorJointPositionCollision: "ErrorJointPositionCollision" };
const ErrorMaxIterationsExceededErrorFeedbackNameEnum = { ErrorMaxIterationsExceeded: "ErrorMaxIterationsExceeded" };
const FanucControllerKindEnum = { FanucController: "FanucController" };
const FeedbackCollisionErrorFeedbackNameEnum = { FeedbackCollision: "FeedbackCollision" };
const FeedbackJointLimitExceededErrorFeedbackNameEnum = { FeedbackJointLimitExceeded: "FeedbackJointLimitExceeded" };
const FeedbackOutOfWorkspaceErrorFeedbackNameEnum = { FeedbackOutOfWorkspace: "FeedbackOutOfWorkspace" };
const FeedbackSingularityErrorFeedbackNameEnum = { FeedbackSingularity: "FeedbackSingularity" };
const FloatValueValueTypeEnum = { Float: "float" };
const IOBooleanValueValueTypeEnum = { Boolean: "boolean" };
/**
* Identifies the input/output type.
* @export
* @enum {string}
*/
const IODirection = {
	IoTypeInput: "IO_TYPE_INPUT",
	IoTypeOutput: "IO_TYPE_OUTPUT"
};
const IOFloatValueValueTypeEnum = { Float: "float" };
const IOIntegerValueValueTypeEnum = { Integer: "integer" };
/**
* States the source of the input/output signal. 
* @export
* @enum {string}
*/
const IOOrigin = {
	Controller: "CONTROLLER",
	BusIo: "BUS_IO"
};
/**
* Data type of the input/output.
* @export
* @enum {string}
*/
const IOValueType = {
	IoValueBoolean: "IO_VALUE_BOOLEAN",
	IoValueAnalogFloat: "IO_VALUE_ANALOG_FLOAT",
	IoValueAnalogInteger: "IO_VALUE_ANALOG_INTEGER"
};
const InitializeJoggingRequestMessageTypeEnum = { InitializeJoggingRequest: "InitializeJoggingRequest" };
const InitializeJoggingResponseKindEnum = { InitializeReceived: "INITIALIZE_RECEIVED" };
const InitializeMovementRequestMessageTypeEnum = { InitializeMovementRequest: "InitializeMovementRequest" };
const InitializeMovementResponseKindEnum = { InitializeReceived: "INITIALIZE_RECEIVED" };
const IntegerValueValueTypeEnum = { Integer: "integer" };
const JoggingDetailsKindEnum = { Jogging: "JOGGING" };
const JoggingPausedByUserKindEnum = { PausedByUser: "PAUSED_BY_USER" };
const JoggingPausedNearCollisionKindEnum = { PausedNearCollision: "PAUSED_NEAR_COLLISION" };
const JoggingPausedNearJointLimitKindEnum = { PausedNearJointLimit: "PAUSED_NEAR_JOINT_LIMIT" };
const JoggingPausedOnIOKindEnum = { PausedOnIo: "PAUSED_ON_IO" };
const JoggingRunningKindEnum = { Running: "RUNNING" };
const JointVelocityRequestMessageTypeEnum = { JointVelocityRequest: "JointVelocityRequest" };
const JointVelocityResponseKindEnum = { JointVelocityReceived: "JOINT_VELOCITY_RECEIVED" };
const KukaControllerKindEnum = { KukaController: "KukaController" };
/**
* 
* @export
* @enum {string}
*/
const LicenseStatusEnum = {
	Ok: "OK",
	Expired: "EXPIRED",
	Suspended: "SUSPENDED",
	GracePeriodOver: "GRACE_PERIOD_OVER",
	NotFound: "NOT_FOUND"
};
/**
* 
* @export
* @enum {string}
*/
const Manufacturer = {
	Abb: "abb",
	Fanuc: "fanuc",
	Kuka: "kuka",
	Universalrobots: "universalrobots",
	Yaskawa: "yaskawa"
};
const MidpointInsertionAlgorithmAlgorithmNameEnum = { MidpointInsertionAlgorithm: "MidpointInsertionAlgorithm" };
/**
* Area of the MODBUS input/output variable. Is used to interpret the corresponding bits correctly. 
* @export
* @enum {string}
*/
const ModbusIOArea = {
	ModbusIoAreaUnknown: "MODBUS_IO_AREA_UNKNOWN",
	ModbusIoAreaCoils: "MODBUS_IO_AREA_COILS",
	ModbusIoAreaDiscreteInputs: "MODBUS_IO_AREA_DISCRETE_INPUTS",
	ModbusIoAreaHoldingRegisters: "MODBUS_IO_AREA_HOLDING_REGISTERS",
	ModbusIoAreaInputRegisters: "MODBUS_IO_AREA_INPUT_REGISTERS"
};
/**
* Byte order of the MODBUS input/output variable. Used to interpret the corresponding bits correctly. 
* @export
* @enum {string}
*/
const ModbusIOByteOrder = {
	ModbusIoByteOrderUnknown: "MODBUS_IO_BYTE_ORDER_UNKNOWN",
	ModbusIoByteOrderAbcd: "MODBUS_IO_BYTE_ORDER_ABCD",
	ModbusIoByteOrderBadc: "MODBUS_IO_BYTE_ORDER_BADC",
	ModbusIoByteOrderCdab: "MODBUS_IO_BYTE_ORDER_CDAB",
	ModbusIoByteOrderDcba: "MODBUS_IO_BYTE_ORDER_DCBA"
};
/**
* Value type of the MODBUS input/output variable. Used to interpret the corresponding bits correctly. 
* @export
* @enum {string}
*/
const ModbusIOTypeEnum = {
	ModbusIoTypeUnknown: "MODBUS_IO_TYPE_UNKNOWN",
	ModbusIoTypeBool: "MODBUS_IO_TYPE_BOOL",
	ModbusIoTypeUint16: "MODBUS_IO_TYPE_UINT16",
	ModbusIoTypeFloat32: "MODBUS_IO_TYPE_FLOAT32"
};
const MovementErrorResponseKindEnum = { MotionError: "MOTION_ERROR" };
/**
* The operating state.
* @export
* @enum {string}
*/
const OperatingState = {
	Active: "ACTIVE",
	Inactive: "INACTIVE"
};
/**
* Current operation mode of the configured robot controller. Operation modes in which the attached motion groups can be moved are: - OPERATION_MODE_MANUAL (if enabling switch is pressed) - OPERATION_MODE_MANUAL_T1 (if enabling switch is pressed) - OPERATION_MODE_MANUAL_T2 (if enabling switch is pressed) - OPERATION_MODE_AUTO (without needing to press enabling switch) All other modes are considered as non-operational. 
* @export
* @enum {string}
*/
const OperationMode = {
	OperationModeUnknown: "OPERATION_MODE_UNKNOWN",
	OperationModeNoController: "OPERATION_MODE_NO_CONTROLLER",
	OperationModeDisconnected: "OPERATION_MODE_DISCONNECTED",
	OperationModePowerOn: "OPERATION_MODE_POWER_ON",
	OperationModePending: "OPERATION_MODE_PENDING",
	OperationModeManual: "OPERATION_MODE_MANUAL",
	OperationModeManualT1: "OPERATION_MODE_MANUAL_T1",
	OperationModeManualT2: "OPERATION_MODE_MANUAL_T2",
	OperationModeAuto: "OPERATION_MODE_AUTO",
	OperationModeRecovery: "OPERATION_MODE_RECOVERY"
};
/**
* The type of rotation description that is used to specify the orientation.  **Rotation Vector notation**  * The rotation is represented using an axis-angle representation: > axis = Vector[0:2] > angle = |axis| in [rad] > axis.normalized * angle  **Quaternion notation**  * The rotation is represented using a unit quaternion: [x, y, z, w]. * The vector part [x, y, z] is the imaginary part of the quaternion, and the scalar part [w] is the real part.  **Euler notation**  * *extrinsic* fixed external reference system * *intrinsic* reference system fixed to rotation body > angles = Vector[0:2] in [rad]. * ZYX, ZXZ,...   - mapping of the given angles values to the (either intrinsic     or extrinsic) axes in the stated order.  > Example ZYX: Z = Vector[0], Y = Vector[1], X = Vector[2]. 
* @export
* @enum {string}
*/
const OrientationType = {
	RotationVector: "ROTATION_VECTOR",
	Quaternion: "QUATERNION",
	EulerAnglesIntrinsicZxz: "EULER_ANGLES_INTRINSIC_ZXZ",
	EulerAnglesIntrinsicXyx: "EULER_ANGLES_INTRINSIC_XYX",
	EulerAnglesIntrinsicYzy: "EULER_ANGLES_INTRINSIC_YZY",
	EulerAnglesIntrinsicZyz: "EULER_ANGLES_INTRINSIC_ZYZ",
	EulerAnglesIntrinsicXzx: "EULER_ANGLES_INTRINSIC_XZX",
	EulerAnglesIntrinsicYxy: "EULER_ANGLES_INTRINSIC_YXY",
	EulerAnglesIntrinsicXyz: "EULER_ANGLES_INTRINSIC_XYZ",
	EulerAnglesIntrinsicYzx: "EULER_ANGLES_INTRINSIC_YZX",
	EulerAnglesIntrinsicZxy: "EULER_ANGLES_INTRINSIC_ZXY",
	EulerAnglesIntrinsicXzy: "EULER_ANGLES_INTRINSIC_XZY",
	EulerAnglesIntrinsicZyx: "EULER_ANGLES_INTRINSIC_ZYX",
	EulerAnglesIntrinsicYxz: "EULER_ANGLES_INTRINSIC_YXZ",
	EulerAnglesExtrinsicZxz: "EULER_ANGLES_EXTRINSIC_ZXZ",
	EulerAnglesExtrinsicXyx: "EULER_ANGLES_EXTRINSIC_XYX",
	EulerAnglesExtrinsicYzy: "EULER_ANGLES_EXTRINSIC_YZY",
	EulerAnglesExtrinsicZyz: "EULER_ANGLES_EXTRINSIC_ZYZ",
	EulerAnglesExtrinsicXzx: "EULER_ANGLES_EXTRINSIC_XZX",
	EulerAnglesExtrinsicYxy: "EULER_ANGLES_EXTRINSIC_YXY",
	EulerAnglesExtrinsicZyx: "EULER_ANGLES_EXTRINSIC_ZYX",
	EulerAnglesExtrinsicXzy: "EULER_ANGLES_EXTRINSIC_XZY",
	EulerAnglesExtrinsicYxz: "EULER_ANGLES_EXTRINSIC_YXZ",
	EulerAnglesExtrinsicYzx: "EULER_ANGLES_EXTRINSIC_YZX",
	EulerAnglesExtrinsicXyz: "EULER_ANGLES_EXTRINSIC_XYZ",
	EulerAnglesExtrinsicZxy: "EULER_ANGLES_EXTRINSIC_ZXY"
};
const PathCartesianPTPPathDefinitionNameEnum = { PathCartesianPtp: "PathCartesianPTP" };
const PathCirclePathDefinitionNameEnum = { PathCircle: "PathCircle" };
const PathCubicSplinePathDefinitionNameEnum = { PathCubicSpline: "PathCubicSpline" };
const PathJointPTPPathDefinitionNameEnum = { PathJointPtp: "PathJointPTP" };
const PathLinePathDefinitionNameEnum = { PathLine: "PathLine" };
const PauseJoggingRequestMessageTypeEnum = { PauseJoggingRequest: "PauseJoggingRequest" };
const PauseJoggingResponseKindEnum = { PauseReceived: "PAUSE_RECEIVED" };
const PauseMovementRequestMessageTypeEnum = { PauseMovementRequest: "PauseMovementRequest" };
const PauseMovementResponseKindEnum = { PauseReceived: "PAUSE_RECEIVED" };
const PlaneShapeTypeEnum = { Plane: "plane" };
const PlaybackSpeedRequestMessageTypeEnum = { PlaybackSpeedRequest: "PlaybackSpeedRequest" };
const PlaybackSpeedResponseKindEnum = { PlaybackSpeedReceived: "PLAYBACK_SPEED_RECEIVED" };
/**
* The direction of the input/output variable, indicating whether it is an input or output for the PROFINET device, e.g., NOVA\'s PROFINET service.
* @export
* @enum {string}
*/
const ProfinetIODirection = {
	ProfinetIoDirectionInput: "PROFINET_IO_DIRECTION_INPUT",
	ProfinetIoDirectionOutput: "PROFINET_IO_DIRECTION_OUTPUT",
	ProfinetIoDirectionInout: "PROFINET_IO_DIRECTION_INOUT"
};
/**
* Value type of the PROFINET input/output variable. Is used to interpret the corresponding bits correctly. 
* @export
* @enum {string}
*/
const ProfinetIOTypeEnum = {
	ProfinetIoTypeUnknown: "PROFINET_IO_TYPE_UNKNOWN",
	ProfinetIoTypeBool: "PROFINET_IO_TYPE_BOOL",
	ProfinetIoTypeUsint: "PROFINET_IO_TYPE_USINT",
	ProfinetIoTypeSint: "PROFINET_IO_TYPE_SINT",
	ProfinetIoTypeUint: "PROFINET_IO_TYPE_UINT",
	ProfinetIoTypeInt: "PROFINET_IO_TYPE_INT",
	ProfinetIoTypeUdint: "PROFINET_IO_TYPE_UDINT",
	ProfinetIoTypeDint: "PROFINET_IO_TYPE_DINT",
	ProfinetIoTypeReal: "PROFINET_IO_TYPE_REAL",
	ProfinetIoTypeLreal: "PROFINET_IO_TYPE_LREAL"
};
/**
* The state of a program run.
* @export
* @enum {string}
*/
const ProgramRunState = {
	Preparing: "PREPARING",
	Running: "RUNNING",
	Completed: "COMPLETED",
	Failed: "FAILED",
	Stopped: "STOPPED"
};
const RRTConnectAlgorithmAlgorithmNameEnum = { RrtConnectAlgorithm: "RRTConnectAlgorithm" };
const RectangleShapeTypeEnum = { Rectangle: "rectangle" };
const RectangularCapsuleShapeTypeEnum = { RectangularCapsule: "rectangular_capsule" };
/**
* The channel that defines what a new Wandelbots NOVA version is.    * `next` the over all latest version   * `stable` newes patch of the current version 
* @export
* @enum {string}
*/
const ReleaseChannel = {
	Stable: "stable",
	Next: "next"
};
/**
* Defines the current system mode of the robot system, including NOVA communicating with the robot controller.  ### MODE_CONTROLLER_NOT_CONFIGURED  No controller with the specified identifier is configured. Call [addRobotController](addRobotController) to register a controller.  ### MODE_INITIALIZING  Indicates that a connection to the robot controller is established or reestablished in case of a disconnect. On success, the controller is set to MODE_MONITOR. On failure, the initialization process is retried until successful or cancelled by the user.  ### MODE_MONITOR  Read-only mode with an active controller connection. - Receives robot state and I/O signals - Move requests are rejected - No commands are sent to the controller  ### MODE_CONTROL  Active control mode.  **Movement is possible in this mode**  The robot is cyclically commanded to hold its current position. The robot state is received in sync with the controller cycle. Motion and jogging requests are accepted and executed. Input/Output interaction is enabled.  ### MODE_FREE_DRIVE  Read-only mode with servo motors enabled for manual movement (Free Drive).  Move requests are rejected.  Not supported by all robots: Use [getSupportedModes](getSupportedModes) to check Free Drive availability. 
* @export
* @enum {string}
*/
const RobotSystemMode = {
	ModeControllerNotConfigured: "MODE_CONTROLLER_NOT_CONFIGURED",
	ModeInitializing: "MODE_INITIALIZING",
	ModeMonitor: "MODE_MONITOR",
	ModeControl: "MODE_CONTROL",
	ModeFreeDrive: "MODE_FREE_DRIVE"
};
/**
* Current safety state of the configured robot controller. Operation modes in which the attached motion groups can be moved are: - SAFETY_STATE_NORMAL - SAFETY_STATE_REDUCED All other modes are considered as non-operational. 
* @export
* @enum {string}
*/
const SafetyStateType = {
	SafetyStateUnknown: "SAFETY_STATE_UNKNOWN",
	SafetyStateFault: "SAFETY_STATE_FAULT",
	SafetyStateNormal: "SAFETY_STATE_NORMAL",
	SafetyStateMastering: "SAFETY_STATE_MASTERING",
	SafetyStateConfirmSafety: "SAFETY_STATE_CONFIRM_SAFETY",
	SafetyStateOperatorSafety: "SAFETY_STATE_OPERATOR_SAFETY",
	SafetyStateProtectiveStop: "SAFETY_STATE_PROTECTIVE_STOP",
	SafetyStateReduced: "SAFETY_STATE_REDUCED",
	SafetyStateStop: "SAFETY_STATE_STOP",
	SafetyStateStop0: "SAFETY_STATE_STOP_0",
	SafetyStateStop1: "SAFETY_STATE_STOP_1",
	SafetyStateStop2: "SAFETY_STATE_STOP_2",
	SafetyStateRecovery: "SAFETY_STATE_RECOVERY",
	SafetyStateDeviceEmergencyStop: "SAFETY_STATE_DEVICE_EMERGENCY_STOP",
	SafetyStateRobotEmergencyStop: "SAFETY_STATE_ROBOT_EMERGENCY_STOP",
	SafetyStateViolation: "SAFETY_STATE_VIOLATION"
};
/**
* 
* @export
* @enum {string}
*/
const ServiceGroup = {
	SystemService: "SystemService",
	CellService: "CellService",
	RobotController: "RobotController",
	App: "App"
};
/**
* 
* @export
* @enum {string}
*/
const ServiceStatusPhase = {
	Terminating: "Terminating",
	Initialized: "Initialized",
	Running: "Running",
	NoReady: "NoReady",
	Completed: "Completed",
	ContainerCreating: "ContainerCreating",
	PodInitializing: "PodInitializing",
	Unknown: "Unknown",
	CrashLoopBackOff: "CrashLoopBackOff",
	Error: "Error",
	ImagePullBackOff: "ImagePullBackOff",
	OomKilled: "OOMKilled",
	Pending: "Pending",
	Evicted: "Evicted"
};
/**
* 
* @export
* @enum {string}
*/
const ServiceStatusSeverity = {
	Info: "INFO",
	Warning: "WARNING",
	Error: "ERROR"
};
/**
* 
* @export
* @enum {string}
*/
const SettableRobotSystemMode = {
	RobotSystemModeMonitor: "ROBOT_SYSTEM_MODE_MONITOR",
	RobotSystemModeControl: "ROBOT_SYSTEM_MODE_CONTROL"
};
/**
* 
* @export
* @enum {string}
*/
const SingularityTypeEnum = {
	Wrist: "WRIST",
	Elbow: "ELBOW",
	Shoulder: "SHOULDER"
};
const SphereShapeTypeEnum = { Sphere: "sphere" };
const StartMovementRequestMessageTypeEnum = { StartMovementRequest: "StartMovementRequest" };
const StartMovementResponseKindEnum = { StartReceived: "START_RECEIVED" };
const TcpVelocityRequestMessageTypeEnum = { TcpVelocityRequest: "TcpVelocityRequest" };
const TcpVelocityResponseKindEnum = { TcpVelocityReceived: "TCP_VELOCITY_RECEIVED" };
const TrajectoryDataMessageTypeEnum = { TrajectoryData: "TrajectoryData" };
const TrajectoryDetailsKindEnum = { Trajectory: "TRAJECTORY" };
const TrajectoryEndedKindEnum = { EndOfTrajectory: "END_OF_TRAJECTORY" };
const TrajectoryIdMessageTypeEnum = { TrajectoryId: "TrajectoryId" };
const TrajectoryPausedByUserKindEnum = { PausedByUser: "PAUSED_BY_USER" };
const TrajectoryPausedOnIOKindEnum = { PausedOnIo: "PAUSED_ON_IO" };
const TrajectoryRunningKindEnum = { Running: "RUNNING" };
const TrajectoryWaitForIOKindEnum = { WaitForIo: "WAIT_FOR_IO" };
/**
* The unit of input/output value.
* @export
* @enum {string}
*/
const UnitType = {
	UnitNone: "UNIT_NONE",
	UnitKilogram: "UNIT_KILOGRAM",
	UnitAmpere: "UNIT_AMPERE",
	UnitKelvin: "UNIT_KELVIN",
	UnitHertz: "UNIT_HERTZ",
	UnitNewton: "UNIT_NEWTON",
	UnitVolt: "UNIT_VOLT",
	UnitCelsius: "UNIT_CELSIUS",
	UnitNewtonMeter: "UNIT_NEWTON_METER",
	UnitMeter: "UNIT_METER"
};
const UniversalrobotsControllerKindEnum = { UniversalrobotsController: "UniversalrobotsController" };
const VirtualControllerKindEnum = { VirtualController: "VirtualController" };
/**
* 
* @export
* @enum {string}
*/
const VirtualControllerTypes = {
	AbbIrb101003715: "abb-irb1010_037_15",
	AbbIrb110004754: "abb-irb1100_0475_4",
	AbbIrb11000584: "abb-irb1100_058_4",
	AbbIrb12007: "abb-irb1200_7",
	AbbIrb13000911: "abb-irb1300_09_11",
	AbbIrb130011510: "abb-irb1300_115_10",
	AbbIrb13001412: "abb-irb1300_14_12",
	AbbIrb1300147: "abb-irb1300_14_7",
	AbbIrb16001210: "abb-irb1600_12_10",
	AbbIrb1600126: "abb-irb1600_12_6",
	AbbIrb160014510: "abb-irb1600_145_10",
	AbbIrb16001456: "abb-irb1600_145_6",
	AbbIrb2600Id18515: "abb-irb2600ID_185_15",
	AbbIrb2600Id2008: "abb-irb2600ID_200_8",
	AbbIrb260016512: "abb-irb2600_165_12",
	AbbIrb260016520: "abb-irb2600_165_20",
	AbbIrb260018512: "abb-irb2600_185_12",
	AbbIrb460020545: "abb-irb4600_205_45",
	AbbIrb460020560: "abb-irb4600_205_60",
	AbbIrb460025020: "abb-irb4600_250_20",
	AbbIrb460025540: "abb-irb4600_255_40",
	FanucArcMate100iD: "fanuc-arc_mate_100iD",
	FanucArcMate100iD16S: "fanuc-arc_mate_100iD16S",
	FanucArcMate120iD: "fanuc-arc_mate_120iD",
	FanucArcMate120iD12L: "fanuc-arc_mate_120iD12L",
	FanucArcMate120iD35: "fanuc-arc_mate_120iD35",
	FanucCr35ib: "fanuc-cr35ib",
	FanucCr7ia: "fanuc-cr7ia",
	FanucCr7ial: "fanuc-cr7ial",
	FanucCrx10ia: "fanuc-crx10ia",
	FanucCrx10ial: "fanuc-crx10ial",
	FanucCrx20ial: "fanuc-crx20ial",
	FanucCrx25ia: "fanuc-crx25ia",
	FanucCrx30ia: "fanuc-crx30ia",
	FanucCrx5ia: "fanuc-crx5ia",
	FanucLrMate200iD: "fanuc-lr_mate_200iD",
	FanucLrMate200iD4S: "fanuc-lr_mate_200iD4S",
	FanucLrMate200iD7L: "fanuc-lr_mate_200iD7L",
	FanucM10iD12: "fanuc-m10iD12",
	FanucM10iD16S: "fanuc-m10iD16S",
	FanucM20iD25: "fanuc-m20iD25",
	FanucM20iD35: "fanuc-m20iD35",
	FanucM710iC20L: "fanuc-m710iC20L",
	FanucM900iB280L: "fanuc-m900iB280L",
	FanucM900iB360E: "fanuc-m900iB360E",
	FanucR2000ic125l: "fanuc-r2000ic125l",
	FanucR2000ic210f: "fanuc-r2000ic210f",
	KukaKr10R1100: "kuka-kr10_r1100",
	KukaKr10R11002: "kuka-kr10_r1100_2",
	KukaKr10R900: "kuka-kr10_r900",
	KukaKr10R9002: "kuka-kr10_r900_2",
	KukaKr120R27002: "kuka-kr120_r2700_2",
	KukaKr12R18102: "kuka-kr12_r1810_2",
	KukaKr150R2: "kuka-kr150_r2",
	KukaKr16R16102: "kuka-kr16_r1610_2",
	KukaKr16R20102: "kuka-kr16_r2010_2",
	KukaKr20R1810: "kuka-kr20_r1810",
	KukaKr20R18102: "kuka-kr20_r1810_2",
	KukaKr210R27002: "kuka-kr210_r2700_2",
	KukaKr210R31002: "kuka-kr210_r3100_2",
	KukaKr210R33002: "kuka-kr210_r3300_2",
	KukaKr240R2700: "kuka-kr240_r2700",
	KukaKr250R27002: "kuka-kr250_r2700_2",
	KukaKr30R2100: "kuka-kr30_r2100",
	KukaKr30R3: "kuka-kr30_r3",
	KukaKr360L2403: "kuka-kr360_l240_3",
	KukaKr3R540: "kuka-kr3_r540",
	KukaKr4R600: "kuka-kr4_r600",
	KukaKr500L3403: "kuka-kr500_l340_3",
	KukaKr50R2500: "kuka-kr50_r2500",
	KukaKr60R3: "kuka-kr60_r3",
	KukaKr6R1820: "kuka-kr6_r1820",
	KukaKr6R7002: "kuka-kr6_r700_2",
	KukaKr6R700Sixx: "kuka-kr6_r700_sixx",
	KukaKr6R900: "kuka-kr6_r900",
	KukaKr6R9002: "kuka-kr6_r900_2",
	KukaKr70R2100: "kuka-kr70_r2100",
	KukaLbrIisy11R1300: "kuka-lbr_iisy_11_r1300",
	UniversalrobotsUr10cb: "universalrobots-ur10cb",
	UniversalrobotsUr10e: "universalrobots-ur10e",
	UniversalrobotsUr12e: "universalrobots-ur12e",
	UniversalrobotsUr16e: "universalrobots-ur16e",
	UniversalrobotsUr20e: "universalrobots-ur20e",
	UniversalrobotsUr3e: "universalrobots-ur3e",
	UniversalrobotsUr5cb: "universalrobots-ur5cb",
	UniversalrobotsUr5e: "universalrobots-ur5e",
	UniversalrobotsUr7e: "universalrobots-ur7e",
	YaskawaAr1440: "yaskawa-ar1440",
	YaskawaAr1730: "yaskawa-ar1730",
	YaskawaAr2010: "yaskawa-ar2010",
	YaskawaAr3120: "yaskawa-ar3120",
	YaskawaAr700: "yaskawa-ar700",
	YaskawaAr900: "yaskawa-ar900",
	YaskawaGp110: "yaskawa-gp110",
	YaskawaGp12: "yaskawa-gp12",
	YaskawaGp180: "yaskawa-gp180",
	YaskawaGp180120: "yaskawa-gp180-120",
	YaskawaGp20hl: "yaskawa-gp20hl",
	YaskawaGp215: "yaskawa-gp215",
	YaskawaGp225: "yaskawa-gp225",
	YaskawaGp25: "yaskawa-gp25",
	YaskawaGp250: "yaskawa-gp250",
	YaskawaGp2512: "yaskawa-gp25_12",
	YaskawaGp280: "yaskawa-gp280",
	YaskawaGp35L: "yaskawa-gp35L",
	YaskawaGp400: "yaskawa-gp400",
	YaskawaGp50: "yaskawa-gp50",
	YaskawaGp600: "yaskawa-gp600",
	YaskawaGp7: "yaskawa-gp7",
	YaskawaGp8: "yaskawa-gp8",
	YaskawaGp88: "yaskawa-gp88",
	YaskawaHc10dtp: "yaskawa-hc10dtp",
	YaskawaHc20dtp: "yaskawa-hc20dtp"
};
const YaskawaControllerKindEnum = { YaskawaController: "YaskawaController" };
/**
* ApplicationApi - axios parameter creator
* @export
*/
const ApplicationApiAxiosParamCreator = function(configuration) {
	return {
		addApp: async (cell, app, completionTimeout, options = {}) => {
			assertParamExists("addApp", "cell", cell);
			assertParamExists("addApp", "app", app);
			const localVarPath = `/cells/{cell}/apps`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(app, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		clearApps: async (cell, completionTimeout, options = {}) => {
			assertParamExists("clearApps", "cell", cell);
			const localVarPath = `/cells/{cell}/apps`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteApp: async (cell, app, completionTimeout, options = {}) => {
			assertParamExists("deleteApp", "cell", cell);
			assertParamExists("deleteApp", "app", app);
			const localVarPath = `/cells/{cell}/apps/{app}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{app}`, encodeURIComponent(String(app)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getApp: async (cell, app, options = {}) => {
			assertParamExists("getApp", "cell", cell);
			assertParamExists("getApp", "app", app);
			const localVarPath = `/cells/{cell}/apps/{app}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{app}`, encodeURIComponent(String(app)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listApps: async (cell, options = {}) => {
			assertParamExists("listApps", "cell", cell);
			const localVarPath = `/cells/{cell}/apps`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		updateApp: async (cell, app, app2, completionTimeout, options = {}) => {
			assertParamExists("updateApp", "cell", cell);
			assertParamExists("updateApp", "app", app);
			assertParamExists("updateApp", "app2", app2);
			const localVarPath = `/cells/{cell}/apps/{app}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{app}`, encodeURIComponent(String(app)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(app2, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ApplicationApi - functional programming interface
* @export
*/
const ApplicationApiFp = function(configuration) {
	const localVarAxiosParamCreator = ApplicationApiAxiosParamCreator(configuration);
	return {
		async addApp(cell, app, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addApp(cell, app, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.addApp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async clearApps(cell, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearApps(cell, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.clearApps"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteApp(cell, app, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteApp(cell, app, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.deleteApp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getApp(cell, app, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getApp(cell, app, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.getApp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listApps(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listApps(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.listApps"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateApp(cell, app, app2, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateApp(cell, app, app2, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ApplicationApi.updateApp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ApplicationApi - factory interface
* @export
*/
const ApplicationApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ApplicationApiFp(configuration);
	return {
		addApp(cell, app, completionTimeout, options) {
			return localVarFp.addApp(cell, app, completionTimeout, options).then((request) => request(axios, basePath));
		},
		clearApps(cell, completionTimeout, options) {
			return localVarFp.clearApps(cell, completionTimeout, options).then((request) => request(axios, basePath));
		},
		deleteApp(cell, app, completionTimeout, options) {
			return localVarFp.deleteApp(cell, app, completionTimeout, options).then((request) => request(axios, basePath));
		},
		getApp(cell, app, options) {
			return localVarFp.getApp(cell, app, options).then((request) => request(axios, basePath));
		},
		listApps(cell, options) {
			return localVarFp.listApps(cell, options).then((request) => request(axios, basePath));
		},
		updateApp(cell, app, app2, completionTimeout, options) {
			return localVarFp.updateApp(cell, app, app2, completionTimeout, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ApplicationApi - object-oriented interface
* @export
* @class ApplicationApi
* @extends {BaseAPI}
*/
var ApplicationApi = class extends BaseAPI {
	/**
	* Install a basic, containerized web application to the cell to control robots with a customized frontend.  #### Prerequisites - A Docker hub account or similar container registry account, with valid credentials.  #### Workflow  After adding the application to the cell, open the application on the Wandelbots NOVA home screen.  Read [build your application](https://docs.wandelbots.io/latest/developing-introduction) for more information.  #### Predefined environment variables  <!-- theme: NOTE --> > **NOTE** > - `NOVA_API`: The API endpoint accessible from within the application container. > - `NATS_BROKER`: The NATS broker endpoint accessible from within the application container. > - `BASE_PATH`: The application\'s root path, accessible at http://$host/$BASE_PATH > - `CELL_NAME`: The name of the cell hosting the deployed application. 
	* @summary Add Application
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {App} app 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	addApp(cell, app, completionTimeout, options) {
		return ApplicationApiFp(this.configuration).addApp(cell, app, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete all GUI applications from the cell.
	* @summary Clear Applications
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	clearApps(cell, completionTimeout, options) {
		return ApplicationApiFp(this.configuration).clearApps(cell, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete a GUI application from the cell.
	* @summary Delete Application
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} app 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	deleteApp(cell, app, completionTimeout, options) {
		return ApplicationApiFp(this.configuration).deleteApp(cell, app, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the configuration for an active GUI application in the cell.  To update the configuration of a GUI application in the cell, use this configuration with [updateApp](updateApp). 
	* @summary Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} app 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	getApp(cell, app, options) {
		return ApplicationApiFp(this.configuration).getApp(cell, app, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all GUI applications that have been added to a cell with [addApp](addApp).  If the cell does not contain GUI applications, the list is returned empty. 
	* @summary List Applications
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	listApps(cell, options) {
		return ApplicationApiFp(this.configuration).listApps(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Update the configuration of a GUI application in the cell.
	* @summary Update Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} app 
	* @param {App} app2 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ApplicationApi
	*/
	updateApp(cell, app, app2, completionTimeout, options) {
		return ApplicationApiFp(this.configuration).updateApp(cell, app, app2, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* BUSInputsOutputsApi - axios parameter creator
* @export
*/
const BUSInputsOutputsApiAxiosParamCreator = function(configuration) {
	return {
		addBusIOService: async (cell, busIOType, completionTimeout, options = {}) => {
			assertParamExists("addBusIOService", "cell", cell);
			assertParamExists("addBusIOService", "busIOType", busIOType);
			const localVarPath = `/cells/{cell}/bus-ios`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(busIOType, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		addModbusIO: async (cell, io, modbusIOData, options = {}) => {
			assertParamExists("addModbusIO", "cell", cell);
			assertParamExists("addModbusIO", "io", io);
			assertParamExists("addModbusIO", "modbusIOData", modbusIOData);
			const localVarPath = `/cells/{cell}/bus-ios/modbus/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{io}`, encodeURIComponent(String(io)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(modbusIOData, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		addProfinetIO: async (cell, io, profinetIOData, options = {}) => {
			assertParamExists("addProfinetIO", "cell", cell);
			assertParamExists("addProfinetIO", "io", io);
			assertParamExists("addProfinetIO", "profinetIOData", profinetIOData);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{io}`, encodeURIComponent(String(io)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(profinetIOData, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		clearBusIOService: async (cell, completionTimeout, options = {}) => {
			assertParamExists("clearBusIOService", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteModbusIO: async (cell, io, options = {}) => {
			assertParamExists("deleteModbusIO", "cell", cell);
			assertParamExists("deleteModbusIO", "io", io);
			const localVarPath = `/cells/{cell}/bus-ios/modbus/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{io}`, encodeURIComponent(String(io)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteProfinetIO: async (cell, io, options = {}) => {
			assertParamExists("deleteProfinetIO", "cell", cell);
			assertParamExists("deleteProfinetIO", "io", io);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{io}`, encodeURIComponent(String(io)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getBusIOService: async (cell, options = {}) => {
			assertParamExists("getBusIOService", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getBusIOState: async (cell, options = {}) => {
			assertParamExists("getBusIOState", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/state`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getBusIOValues: async (cell, ios, options = {}) => {
			assertParamExists("getBusIOValues", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getProfinetDescription: async (cell, options = {}) => {
			assertParamExists("getProfinetDescription", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/description`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getProfinetIOsFromFile: async (cell, inputOffset, outputOffset, options = {}) => {
			assertParamExists("getProfinetIOsFromFile", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/iofile`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (inputOffset !== void 0) localVarQueryParameter["input_offset"] = inputOffset;
			if (outputOffset !== void 0) localVarQueryParameter["output_offset"] = outputOffset;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listBusIODescriptions: async (cell, options = {}) => {
			assertParamExists("listBusIODescriptions", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/ios/description`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listModbusIOs: async (cell, options = {}) => {
			assertParamExists("listModbusIOs", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/modbus/ios`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listProfinetIOs: async (cell, options = {}) => {
			assertParamExists("listProfinetIOs", "cell", cell);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/ios`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setBusIOValues: async (cell, iOValue, options = {}) => {
			assertParamExists("setBusIOValues", "cell", cell);
			assertParamExists("setBusIOValues", "iOValue", iOValue);
			const localVarPath = `/cells/{cell}/bus-ios/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(iOValue, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setProfinetIOsFromFile: async (cell, profinetInputOutputConfig, options = {}) => {
			assertParamExists("setProfinetIOsFromFile", "cell", cell);
			assertParamExists("setProfinetIOsFromFile", "profinetInputOutputConfig", profinetInputOutputConfig);
			const localVarPath = `/cells/{cell}/bus-ios/profinet/iofile`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(profinetInputOutputConfig, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* BUSInputsOutputsApi - functional programming interface
* @export
*/
const BUSInputsOutputsApiFp = function(configuration) {
	const localVarAxiosParamCreator = BUSInputsOutputsApiAxiosParamCreator(configuration);
	return {
		async addBusIOService(cell, busIOType, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addBusIOService(cell, busIOType, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.addBusIOService"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async addModbusIO(cell, io, modbusIOData, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addModbusIO(cell, io, modbusIOData, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.addModbusIO"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async addProfinetIO(cell, io, profinetIOData, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addProfinetIO(cell, io, profinetIOData, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.addProfinetIO"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async clearBusIOService(cell, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearBusIOService(cell, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.clearBusIOService"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteModbusIO(cell, io, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteModbusIO(cell, io, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.deleteModbusIO"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteProfinetIO(cell, io, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteProfinetIO(cell, io, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.deleteProfinetIO"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getBusIOService(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getBusIOService(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.getBusIOService"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getBusIOState(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getBusIOState(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.getBusIOState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getBusIOValues(cell, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getBusIOValues(cell, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.getBusIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProfinetDescription(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProfinetDescription(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.getProfinetDescription"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProfinetIOsFromFile(cell, inputOffset, outputOffset, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProfinetIOsFromFile(cell, inputOffset, outputOffset, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.getProfinetIOsFromFile"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listBusIODescriptions(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listBusIODescriptions(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.listBusIODescriptions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listModbusIOs(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listModbusIOs(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.listModbusIOs"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listProfinetIOs(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listProfinetIOs(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.listProfinetIOs"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setBusIOValues(cell, iOValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setBusIOValues(cell, iOValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.setBusIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setProfinetIOsFromFile(cell, profinetInputOutputConfig, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setProfinetIOsFromFile(cell, profinetInputOutputConfig, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["BUSInputsOutputsApi.setProfinetIOsFromFile"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* BUSInputsOutputsApi - factory interface
* @export
*/
const BUSInputsOutputsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = BUSInputsOutputsApiFp(configuration);
	return {
		addBusIOService(cell, busIOType, completionTimeout, options) {
			return localVarFp.addBusIOService(cell, busIOType, completionTimeout, options).then((request) => request(axios, basePath));
		},
		addModbusIO(cell, io, modbusIOData, options) {
			return localVarFp.addModbusIO(cell, io, modbusIOData, options).then((request) => request(axios, basePath));
		},
		addProfinetIO(cell, io, profinetIOData, options) {
			return localVarFp.addProfinetIO(cell, io, profinetIOData, options).then((request) => request(axios, basePath));
		},
		clearBusIOService(cell, completionTimeout, options) {
			return localVarFp.clearBusIOService(cell, completionTimeout, options).then((request) => request(axios, basePath));
		},
		deleteModbusIO(cell, io, options) {
			return localVarFp.deleteModbusIO(cell, io, options).then((request) => request(axios, basePath));
		},
		deleteProfinetIO(cell, io, options) {
			return localVarFp.deleteProfinetIO(cell, io, options).then((request) => request(axios, basePath));
		},
		getBusIOService(cell, options) {
			return localVarFp.getBusIOService(cell, options).then((request) => request(axios, basePath));
		},
		getBusIOState(cell, options) {
			return localVarFp.getBusIOState(cell, options).then((request) => request(axios, basePath));
		},
		getBusIOValues(cell, ios, options) {
			return localVarFp.getBusIOValues(cell, ios, options).then((request) => request(axios, basePath));
		},
		getProfinetDescription(cell, options) {
			return localVarFp.getProfinetDescription(cell, options).then((request) => request(axios, basePath));
		},
		getProfinetIOsFromFile(cell, inputOffset, outputOffset, options) {
			return localVarFp.getProfinetIOsFromFile(cell, inputOffset, outputOffset, options).then((request) => request(axios, basePath));
		},
		listBusIODescriptions(cell, options) {
			return localVarFp.listBusIODescriptions(cell, options).then((request) => request(axios, basePath));
		},
		listModbusIOs(cell, options) {
			return localVarFp.listModbusIOs(cell, options).then((request) => request(axios, basePath));
		},
		listProfinetIOs(cell, options) {
			return localVarFp.listProfinetIOs(cell, options).then((request) => request(axios, basePath));
		},
		setBusIOValues(cell, iOValue, options) {
			return localVarFp.setBusIOValues(cell, iOValue, options).then((request) => request(axios, basePath));
		},
		setProfinetIOsFromFile(cell, profinetInputOutputConfig, options) {
			return localVarFp.setProfinetIOsFromFile(cell, profinetInputOutputConfig, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* BUSInputsOutputsApi - object-oriented interface
* @export
* @class BUSInputsOutputsApi
* @extends {BaseAPI}
*/
var BUSInputsOutputsApi = class extends BaseAPI {
	/**
	* Add the BUS inputs/outputs service to the cell.  Starts a containerized service that enables BUS connections via the specified ethernet port. 
	* @summary Add Service
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {BusIOType} busIOType 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	addBusIOService(cell, busIOType, completionTimeout, options) {
		return BUSInputsOutputsApiFp(this.configuration).addBusIOService(cell, busIOType, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Adds an input/output variable to or updates an input/output variable on the MODBUS device, e.g., NOVA\'s MODBUS service.  The inputs/outputs map variables to specific memory addresses in the process image.  The NOVA\'s MODBUS service\'s configuration can be viewed via [listModbusIOs](listModbusIOs). 
	* @summary Add MODBUS Input/Output
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} io Unique identifier to address an Input/Output in the cell.
	* @param {ModbusIOData} modbusIOData 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	addModbusIO(cell, io, modbusIOData, options) {
		return BUSInputsOutputsApiFp(this.configuration).addModbusIO(cell, io, modbusIOData, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Adds an input/output variable to or updates an input/output variable on the PROFINET device, e.g., NOVA\'s PROFINET service.  The inputs/outputs map variables to specific memory addresses in the process image.  The default process image has buffer lengths of 64 bytes for input and output. - The size of the buffer is determined by the `config_file_content` that is passed in [addBusIOService](addBusIOService)   and has to be in accordance with the GSDML file describing the PROFINET device.  The PROFINET controller as well as NOVA\'s PROFINET service use an input/output variable configuration to interpret the bits of the input/output process image. - The NOVA\'s PROFINET service\'s configuration can be viewed via [listProfinetIOs](listProfinetIOs).  For the PROFINET controller, e.g., a connected PLC, refer to the corresponding third party software, e.g., TIA portal). 
	* @summary Add PROFINET Input/Output
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} io Unique identifier to address an Input/Output in the cell.
	* @param {ProfinetIOData} profinetIOData 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	addProfinetIO(cell, io, profinetIOData, options) {
		return BUSInputsOutputsApiFp(this.configuration).addProfinetIO(cell, io, profinetIOData, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Remove the BUS inputs/outputs service from the cell. 
	* @summary Clear Service
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	clearBusIOService(cell, completionTimeout, options) {
		return BUSInputsOutputsApiFp(this.configuration).clearBusIOService(cell, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Removes an input/output variable configuration from the MODBUS device, e.g., NOVA\'s MODBUS service. 
	* @summary Remove MODBUS Input/Ouptut
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} io Unique identifier to address an Input/Output in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	deleteModbusIO(cell, io, options) {
		return BUSInputsOutputsApiFp(this.configuration).deleteModbusIO(cell, io, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Removes an input/output variable configuration from the PROFINET device, e.g., NOVA\'s PROFINET service. 
	* @summary Remove PROFINET Input/Ouptut
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} io Unique identifier to address an Input/Output in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	deleteProfinetIO(cell, io, options) {
		return BUSInputsOutputsApiFp(this.configuration).deleteProfinetIO(cell, io, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get deployed BUS inputs/outputs service.
	* @summary Get Service
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	getBusIOService(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).getBusIOService(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current state of the BUS Inputs/Outputs service. 
	* @summary State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	getBusIOState(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).getBusIOState(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Retrieves the current values of inputs/outputs.  The identifiers of the inputs/outputs must be provided in the request. Request all available input/output identifiers via [listBusIODescriptions](listBusIODescriptions). 
	* @summary Get Input/Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	getBusIOValues(cell, ios, options) {
		return BUSInputsOutputsApiFp(this.configuration).getBusIOValues(cell, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get description of NOVA as a PROFINET device. 
	* @summary Get PROFINET Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	getProfinetDescription(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).getProfinetDescription(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get input/output variable configuration of the PROFINET device, e.g., NOVA\'s PROFINET service as file.  You can specify byte offsets for the input and output variable addresses to get an XML tagmap that is ready to paste to the third party software, e.g., TIA portal. 
	* @summary PROFINET Inputs/Outputs to File
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {number} [inputOffset] 
	* @param {number} [outputOffset] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	getProfinetIOsFromFile(cell, inputOffset, outputOffset, options) {
		return BUSInputsOutputsApiFp(this.configuration).getProfinetIOsFromFile(cell, inputOffset, outputOffset, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all input/output descriptions for configured BUS services.  The input/output descriptions contain information like name, type and unit. The input/output direction is given in perspective of the BUS service. 
	* @summary List Descriptions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	listBusIODescriptions(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).listBusIODescriptions(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List descriptions for all configured input/output variables of the MODBUS service.  The input/output descriptions contain information like name, type and address. The input/output direction is given in perspective of the active MODBUS type (service or client).  - The byte and bit addresses are the locations in the MODBUS input/output process image the variable points to. - The MODBUS controller as well as NOVA\'s MODBUS service use an input/output variable configuration to interpret the bits of the input and output process image. - The NOVA MODBUS service\'s configuration is modified via [addModbusIO](addModbusIO). 
	* @summary List MODBUS Input/Output Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	listModbusIOs(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).listModbusIOs(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List descriptions for all configured input/output variables of the PROFINET service.  The input/output descriptions contain information like name, type and unit. The input/output direction is given in perspective of the PROFINET device, e.g., the configured PROFINET service.  - The byte and bit addresses are the locations in the PROFINET input/output process image the variable points to. - The PROFINET controller as well as NOVA\'s PROFINET service use an input/output variable configuration to interpret the bits of the input and output process image. - The NOVA PROFINET service\'s configuration is modified via [addProfinetIO](addProfinetIO) and [setProfinetIOsFromFile](setProfinetIOsFromFile).  For the PROFINET controller, e.g., a connected PLC, refer to the corresponding third party software, e.g., TIA portal. 
	* @summary List PROFINET Input/Output Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	listProfinetIOs(cell, options) {
		return BUSInputsOutputsApiFp(this.configuration).listProfinetIOs(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Set values of outputs. In case of virtual Bus Input/Outputs, also inputs can be set.  All available output identifiers can be requested via [listBusIODescriptions](listBusIODescriptions).  The call will return once the values have been set and accepted by the service. 
	* @summary Set Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Array<IOValue>} iOValue 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	setBusIOValues(cell, iOValue, options) {
		return BUSInputsOutputsApiFp(this.configuration).setBusIOValues(cell, iOValue, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets input/output variable configuration on the PROFINET device (i.e. NOVA\'s PROFINET service) from XML file.  The inputs/outputs map variables to specific memory addresses in the process image.  The default process image has buffer lengths of 64 bytes for input and output. - The size of the buffer is determined by the `config_file_content` that is passed in [addBusIOService](addBusIOService)   and has to be in accordance with the GSDML file describing the PROFINET device.  The PROFINET controller as well as NOVA\'s PROFINET service use an input/output variable configuration to interpret the bits of the input/output process image. - The NOVA\'s PROFINET service\'s configuration can be viewed via [listProfinetIOs](listProfinetIOs).  For the PROFINET controller, e.g., a connected PLC, refer to the corresponding engineering system, e.g., TIA portal.  #### Export variables You can export the variable configuration of the PROFINET controller as XML file from your engineering system, e.g., TIA portal. - The endpoint is built so that the perspective of input and output (PROFINET Device\'s input is PROFINET Controller\'s output)   is internally handled (PROFINET device input is PROFINET controller output), meaning that you can paste the exported XML file here without modifying. 
	* @summary Set PROFINET Inputs/Outputs from File
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {ProfinetInputOutputConfig} profinetInputOutputConfig 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof BUSInputsOutputsApi
	*/
	setProfinetIOsFromFile(cell, profinetInputOutputConfig, options) {
		return BUSInputsOutputsApiFp(this.configuration).setProfinetIOsFromFile(cell, profinetInputOutputConfig, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* CellApi - axios parameter creator
* @export
*/
const CellApiAxiosParamCreator = function(configuration) {
	return {
		deleteCell: async (cell, completionTimeout, options = {}) => {
			assertParamExists("deleteCell", "cell", cell);
			const localVarPath = `/cells/{cell}`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deployCell: async (cell, completionTimeout, options = {}) => {
			assertParamExists("deployCell", "cell", cell);
			const localVarUrlObj = new URL(`/cells`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(cell, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getCell: async (cell, options = {}) => {
			assertParamExists("getCell", "cell", cell);
			const localVarPath = `/cells/{cell}`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getCellStatus: async (cell, options = {}) => {
			assertParamExists("getCellStatus", "cell", cell);
			const localVarPath = `/cells/{cell}/status`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listCells: async (options = {}) => {
			const localVarUrlObj = new URL(`/cells`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setCellStatus: async (cell, operatingState, options = {}) => {
			assertParamExists("setCellStatus", "cell", cell);
			assertParamExists("setCellStatus", "operatingState", operatingState);
			const localVarPath = `/cells/{cell}/status`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (operatingState !== void 0) localVarQueryParameter["operating_state"] = operatingState;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		updateCell: async (cell, cell2, completionTimeout, options = {}) => {
			assertParamExists("updateCell", "cell", cell);
			assertParamExists("updateCell", "cell2", cell2);
			const localVarPath = `/cells/{cell}`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(cell2, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* CellApi - functional programming interface
* @export
*/
const CellApiFp = function(configuration) {
	const localVarAxiosParamCreator = CellApiAxiosParamCreator(configuration);
	return {
		async deleteCell(cell, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteCell(cell, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.deleteCell"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deployCell(cell, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deployCell(cell, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.deployCell"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCell(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCell(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.getCell"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCellStatus(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCellStatus(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.getCellStatus"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listCells(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listCells(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.listCells"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setCellStatus(cell, operatingState, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setCellStatus(cell, operatingState, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.setCellStatus"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateCell(cell, cell2, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateCell(cell, cell2, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CellApi.updateCell"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* CellApi - factory interface
* @export
*/
const CellApiFactory = function(configuration, basePath, axios) {
	const localVarFp = CellApiFp(configuration);
	return {
		deleteCell(cell, completionTimeout, options) {
			return localVarFp.deleteCell(cell, completionTimeout, options).then((request) => request(axios, basePath));
		},
		deployCell(cell, completionTimeout, options) {
			return localVarFp.deployCell(cell, completionTimeout, options).then((request) => request(axios, basePath));
		},
		getCell(cell, options) {
			return localVarFp.getCell(cell, options).then((request) => request(axios, basePath));
		},
		getCellStatus(cell, options) {
			return localVarFp.getCellStatus(cell, options).then((request) => request(axios, basePath));
		},
		listCells(options) {
			return localVarFp.listCells(options).then((request) => request(axios, basePath));
		},
		setCellStatus(cell, operatingState, options) {
			return localVarFp.setCellStatus(cell, operatingState, options).then((request) => request(axios, basePath));
		},
		updateCell(cell, cell2, completionTimeout, options) {
			return localVarFp.updateCell(cell, cell2, completionTimeout, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* CellApi - object-oriented interface
* @export
* @class CellApi
* @extends {BaseAPI}
*/
var CellApi = class extends BaseAPI {
	/**
	* Delete an entire cell.
	* @summary Delete Cell
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	deleteCell(cell, completionTimeout, options) {
		return CellApiFp(this.configuration).deleteCell(cell, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deploy an entire cell with all its resources.  A cell can be used to deploy a robot controller, one or more robots, as well as custom applications.  Refer to the [Wandelbots NOVA documentation](https://docs.wandelbots.io/latest/setup-cell) for more information.
	* @summary Add Cell
	* @param {Cell} cell 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	deployCell(cell, completionTimeout, options) {
		return CellApiFp(this.configuration).deployCell(cell, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all cell resources. 
	* @summary Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	getCell(cell, options) {
		return CellApiFp(this.configuration).getCell(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List the status of all cell resources.
	* @summary Service Status
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	getCellStatus(cell, options) {
		return CellApiFp(this.configuration).getCellStatus(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all deployed cell names. If no cells are deployed, an empty list is returned.
	* @summary List Cells
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	listCells(options) {
		return CellApiFp(this.configuration).listCells(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deactivate or activate the services of a cell.
	* @summary Operating State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {OperatingState} operatingState Set state of the cell. Active or inactive.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	setCellStatus(cell, operatingState, options) {
		return CellApiFp(this.configuration).setCellStatus(cell, operatingState, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Update the definition of the entire Cell.
	* @summary Update Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Cell} cell2 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CellApi
	*/
	updateCell(cell, cell2, completionTimeout, options) {
		return CellApiFp(this.configuration).updateCell(cell, cell2, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ControllerApi - axios parameter creator
* @export
*/
const ControllerApiAxiosParamCreator = function(configuration) {
	return {
		addRobotController: async (cell, robotController, completionTimeout, options = {}) => {
			assertParamExists("addRobotController", "cell", cell);
			assertParamExists("addRobotController", "robotController", robotController);
			const localVarPath = `/cells/{cell}/controllers`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(robotController, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		clearRobotControllers: async (cell, completionTimeout, options = {}) => {
			assertParamExists("clearRobotControllers", "cell", cell);
			const localVarPath = `/cells/{cell}/controllers`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteRobotController: async (cell, controller, completionTimeout, options = {}) => {
			assertParamExists("deleteRobotController", "cell", cell);
			assertParamExists("deleteRobotController", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getControllerDescription: async (cell, controller, options = {}) => {
			assertParamExists("getControllerDescription", "cell", cell);
			assertParamExists("getControllerDescription", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/description`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getCoordinateSystem: async (cell, controller, coordinateSystem, orientationType, options = {}) => {
			assertParamExists("getCoordinateSystem", "cell", cell);
			assertParamExists("getCoordinateSystem", "controller", controller);
			assertParamExists("getCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/controllers/{controller}/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (orientationType !== void 0) localVarQueryParameter["orientation_type"] = orientationType;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getCurrentRobotControllerState: async (cell, controller, options = {}) => {
			assertParamExists("getCurrentRobotControllerState", "cell", cell);
			assertParamExists("getCurrentRobotControllerState", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/state`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getRobotController: async (cell, controller, options = {}) => {
			assertParamExists("getRobotController", "cell", cell);
			assertParamExists("getRobotController", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getVirtualControllerConfiguration: async (cell, controller, options = {}) => {
			assertParamExists("getVirtualControllerConfiguration", "cell", cell);
			assertParamExists("getVirtualControllerConfiguration", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/virtual-robot-configuration`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listCoordinateSystems: async (cell, controller, orientationType, options = {}) => {
			assertParamExists("listCoordinateSystems", "cell", cell);
			assertParamExists("listCoordinateSystems", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (orientationType !== void 0) localVarQueryParameter["orientation_type"] = orientationType;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listRobotControllers: async (cell, options = {}) => {
			assertParamExists("listRobotControllers", "cell", cell);
			const localVarPath = `/cells/{cell}/controllers`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setDefaultMode: async (cell, controller, mode, options = {}) => {
			assertParamExists("setDefaultMode", "cell", cell);
			assertParamExists("setDefaultMode", "controller", controller);
			assertParamExists("setDefaultMode", "mode", mode);
			const localVarPath = `/cells/{cell}/controllers/{controller}/mode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (mode !== void 0) localVarQueryParameter["mode"] = mode;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		streamFreeDrive: async (cell, controller, responseRate, options = {}) => {
			assertParamExists("streamFreeDrive", "cell", cell);
			assertParamExists("streamFreeDrive", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/free-drive-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (responseRate !== void 0) localVarQueryParameter["response_rate"] = responseRate;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		streamRobotControllerState: async (cell, controller, responseRate, addControllerTimeout, options = {}) => {
			assertParamExists("streamRobotControllerState", "cell", cell);
			assertParamExists("streamRobotControllerState", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/state-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (responseRate !== void 0) localVarQueryParameter["response_rate"] = responseRate;
			if (addControllerTimeout !== void 0) localVarQueryParameter["add_controller_timeout"] = addControllerTimeout;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		updateRobotController: async (cell, controller, robotController, completionTimeout, options = {}) => {
			assertParamExists("updateRobotController", "cell", cell);
			assertParamExists("updateRobotController", "controller", controller);
			assertParamExists("updateRobotController", "robotController", robotController);
			const localVarPath = `/cells/{cell}/controllers/{controller}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (completionTimeout !== void 0) localVarQueryParameter["completion_timeout"] = completionTimeout;
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(robotController, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ControllerApi - functional programming interface
* @export
*/
const ControllerApiFp = function(configuration) {
	const localVarAxiosParamCreator = ControllerApiAxiosParamCreator(configuration);
	return {
		async addRobotController(cell, robotController, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addRobotController(cell, robotController, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.addRobotController"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async clearRobotControllers(cell, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearRobotControllers(cell, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.clearRobotControllers"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteRobotController(cell, controller, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteRobotController(cell, controller, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.deleteRobotController"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getControllerDescription(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getControllerDescription(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getControllerDescription"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCurrentRobotControllerState(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCurrentRobotControllerState(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getCurrentRobotControllerState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getRobotController(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getRobotController(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getRobotController"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualControllerConfiguration(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualControllerConfiguration(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getVirtualControllerConfiguration"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listCoordinateSystems(cell, controller, orientationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listCoordinateSystems(cell, controller, orientationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.listCoordinateSystems"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listRobotControllers(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listRobotControllers(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.listRobotControllers"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setDefaultMode(cell, controller, mode, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setDefaultMode(cell, controller, mode, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.setDefaultMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamFreeDrive(cell, controller, responseRate, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamFreeDrive(cell, controller, responseRate, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.streamFreeDrive"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.streamRobotControllerState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateRobotController(cell, controller, robotController, completionTimeout, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateRobotController(cell, controller, robotController, completionTimeout, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.updateRobotController"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ControllerApi - factory interface
* @export
*/
const ControllerApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ControllerApiFp(configuration);
	return {
		addRobotController(cell, robotController, completionTimeout, options) {
			return localVarFp.addRobotController(cell, robotController, completionTimeout, options).then((request) => request(axios, basePath));
		},
		clearRobotControllers(cell, completionTimeout, options) {
			return localVarFp.clearRobotControllers(cell, completionTimeout, options).then((request) => request(axios, basePath));
		},
		deleteRobotController(cell, controller, completionTimeout, options) {
			return localVarFp.deleteRobotController(cell, controller, completionTimeout, options).then((request) => request(axios, basePath));
		},
		getControllerDescription(cell, controller, options) {
			return localVarFp.getControllerDescription(cell, controller, options).then((request) => request(axios, basePath));
		},
		getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options) {
			return localVarFp.getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options).then((request) => request(axios, basePath));
		},
		getCurrentRobotControllerState(cell, controller, options) {
			return localVarFp.getCurrentRobotControllerState(cell, controller, options).then((request) => request(axios, basePath));
		},
		getRobotController(cell, controller, options) {
			return localVarFp.getRobotController(cell, controller, options).then((request) => request(axios, basePath));
		},
		getVirtualControllerConfiguration(cell, controller, options) {
			return localVarFp.getVirtualControllerConfiguration(cell, controller, options).then((request) => request(axios, basePath));
		},
		listCoordinateSystems(cell, controller, orientationType, options) {
			return localVarFp.listCoordinateSystems(cell, controller, orientationType, options).then((request) => request(axios, basePath));
		},
		listRobotControllers(cell, options) {
			return localVarFp.listRobotControllers(cell, options).then((request) => request(axios, basePath));
		},
		setDefaultMode(cell, controller, mode, options) {
			return localVarFp.setDefaultMode(cell, controller, mode, options).then((request) => request(axios, basePath));
		},
		streamFreeDrive(cell, controller, responseRate, options) {
			return localVarFp.streamFreeDrive(cell, controller, responseRate, options).then((request) => request(axios, basePath));
		},
		streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options) {
			return localVarFp.streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options).then((request) => request(axios, basePath));
		},
		updateRobotController(cell, controller, robotController, completionTimeout, options) {
			return localVarFp.updateRobotController(cell, controller, robotController, completionTimeout, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ControllerApi - object-oriented interface
* @export
* @class ControllerApi
* @extends {BaseAPI}
*/
var ControllerApi = class extends BaseAPI {
	/**
	* Add a robot controller to the cell. 
	* @summary Add Robot Controller
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {RobotController} robotController 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	addRobotController(cell, robotController, completionTimeout, options) {
		return ControllerApiFp(this.configuration).addRobotController(cell, robotController, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete all robot controllers from the cell.  To replace all robot controllers in a cell, use this endpoint in combination with [addRobotController](addRobotController). 
	* @summary Clear Robot Controllers
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	clearRobotControllers(cell, completionTimeout, options) {
		return ControllerApiFp(this.configuration).clearRobotControllers(cell, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete a robot controller from the cell. 
	* @summary Delete Robot Controller
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	deleteRobotController(cell, controller, completionTimeout, options) {
		return ControllerApiFp(this.configuration).deleteRobotController(cell, controller, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get description of a configured robot controller including a list of connected motion group identifiers. Use [getMotionGroupDescription](getMotionGroupDescription) to get more information about the motion group. 
	* @summary Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getControllerDescription(cell, controller, options) {
		return ControllerApiFp(this.configuration).getControllerDescription(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Request a coordinate system specification for a given identifier. Use parameter `orientation_type` to get the orientation part of the transformation offset of the coordinate system returned in the requested orientation notation. If parameter `orientation_type` is not set, the orientation part of the transformation offset of the coordinate system is returned in rotation vector notation.  The coordinate systems from the robot controller are loaded when the motion group associated with the coordinate system is activated. With deactivation of the motion group, the associated coordinate systems are removed from NOVA. The unique identifier of the coordinate systems from the robot controllers are suffixed with `On` + the unique identifier of the robot controller. 
	* @summary Coordinate System
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {OrientationType} [orientationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options) {
		return ControllerApiFp(this.configuration).getCoordinateSystem(cell, controller, coordinateSystem, orientationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current state of a robot controller.
	* @summary State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getCurrentRobotControllerState(cell, controller, options) {
		return ControllerApiFp(this.configuration).getCurrentRobotControllerState(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the configuration for a robot controller. 
	* @summary Robot Controller
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getRobotController(cell, controller, options) {
		return ControllerApiFp(this.configuration).getRobotController(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Receive data to configure a virtual robot controller based on another controller. This can be used to create a virtual clone of a specific physical robot.  When adding a virtual controller, use the Virtual configuration variant of [addRobotController](addRobotController) and pass the content string from this endpoint as the `json` field. Omit the `type` field that selects a preset configuration which is not required when providing a complete configuration. 
	* @summary Virtual Controller Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getVirtualControllerConfiguration(cell, controller, options) {
		return ControllerApiFp(this.configuration).getVirtualControllerConfiguration(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all specifications of coordinate systems from robot controllers. Use parameter `orientation_type` to get the orientation part of the transformation offset of the coordinate system returned in the requested orientation notation. If parameter `orientation_type` is not set, the orientation part of the transformation offset of the coordinate system is returned in rotation vector notation.  The coordinate systems from the robot controller are loaded when the motion group associated with the coordinate system is activated. With deactivation of the motion group, the associated coordinate systems are removed from NOVA. The unique identifier of the coordinate systems from the robot controllers are suffixed with `On` + the unique identifier of the robot controller. 
	* @summary List Coordinate Systems
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {OrientationType} [orientationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	listCoordinateSystems(cell, controller, orientationType, options) {
		return ControllerApiFp(this.configuration).listCoordinateSystems(cell, controller, orientationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List the names of all deployed robot controllers.
	* @summary List Robot Controllers
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	listRobotControllers(cell, options) {
		return ControllerApiFp(this.configuration).listRobotControllers(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Switch between monitor and control usage as default for a robot controller.  Monitoring mode is used to read information from the robot controller and control mode is used to command the robot system. As long as the robot controller is connected via network, monitoring mode is always possible.  To switch to control mode the robot controller must be in `automatic` or `manual` operating mode and safety state `normal` or `reduced`. If the robot controller is in `manual` operating mode, you have to manually confirm the control usage activation on the robot control panel. This manual confirmation can\'t be replaced with this API. Without manual confirmation the robot controller will stay in monitor mode.  The robot system will try to activate the required operation mode for the requested usage unless no active call requires a different mode.  > **NOTE** > > `setDefaultMode` enables the robot controller to stay in control mode to keep the motors activated. > This allows for faster execution of sequential movements as no mode switches are required.  > **NOTE** > > Some robot controllers prevent the external activation of automatic operating mode. In this case, changing the operating mode manually at the robot controller is mandatory.  > **NOTE** > > The current operation mode and safety state can be requested via [getCurrentRobotControllerState](getCurrentRobotControllerState).  If a mode change is not possible, the response lists reasons for the failed change. 
	* @summary Set Default Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {SettableRobotSystemMode} mode 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	setDefaultMode(cell, controller, mode, options) {
		return ControllerApiFp(this.configuration).setDefaultMode(cell, controller, mode, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: success -->  > Websocket endpoint  Sets the robot controller into freedrive mode and stays in freedrive until the websocket connection is closed by the client. In freedrive mode, it is possible to move the attached motion groups by hand. This is a blocking call. As long as the websocket connection is open, no other endpoint can control or move the robot.  <!-- theme: danger -->  > **DANGER** > > Danger caused by robot. Improper assessment by the integrator of the application-specific hazards can result in people being > crushed, drawn in or caught due to the robot\'s complex movement sequences. Before opening the websocket, ensure that > > - The robot is in a safe state, > - The right payload is set, > - No humans or object are within the robot\'s reach or within the cell.  As long as the websocket connection is open you will get the current state of the robot system in the response in the specified `response_rate`. If the activation failed, the returned status will return possible reasons for the failure.  Free drive mode is only available for robot controllers that support it, in particular cobots. Use [listRobotControllers](listRobotControllers) to check if the robot controller supports free drive mode. 
	* @summary Stream Free Drive
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} [responseRate] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	streamFreeDrive(cell, controller, responseRate, options) {
		return ControllerApiFp(this.configuration).streamFreeDrive(cell, controller, responseRate, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: success -->  > Websocket endpoint  Receive updates of the state of a robot controller.  The stream can be opened before the controller is registered. To register a controller, call [addRobotController](addRobotController).  While connecting, the stream sends initialization updates. Once the controller reaches `MODE_MONITOR`, it sends controller state updates. 
	* @summary Stream State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} [responseRate] 
	* @param {number} [addControllerTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options) {
		return ControllerApiFp(this.configuration).streamRobotControllerState(cell, controller, responseRate, addControllerTimeout, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Update the configuration of a robot controller.  Reconfigure certain options of a robot controller, or deploy a specific container image of a robot controller.   To update a virtual controller, the previous controller will be deleted and a new one created. Changes to the configuration, e.g., TCPs, coordinate systems, mounting, are **not** transferred to the new robot.  <!-- theme: info --> > **NOTE** > > An update is not a reset. To do a reset: > 1. Get the current configuration via [getRobotController](getRobotController). > 2. Delete the existing virtual robot controller via [deleteRobotController](deleteRobotController). > 3. Add a virtual robot controller with [addRobotController](addRobotController). 
	* @summary Update Robot Controller
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {RobotController} robotController 
	* @param {number} [completionTimeout] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	updateRobotController(cell, controller, robotController, completionTimeout, options) {
		return ControllerApiFp(this.configuration).updateRobotController(cell, controller, robotController, completionTimeout, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ControllerInputsOutputsApi - axios parameter creator
* @export
*/
const ControllerInputsOutputsApiAxiosParamCreator = function(configuration) {
	return {
		listIODescriptions: async (cell, controller, ios, direction, valueType, group, options = {}) => {
			assertParamExists("listIODescriptions", "cell", cell);
			assertParamExists("listIODescriptions", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/description`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			if (direction !== void 0) localVarQueryParameter["direction"] = direction;
			if (valueType !== void 0) localVarQueryParameter["value_type"] = valueType;
			if (group !== void 0) localVarQueryParameter["group"] = group;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listIOValues: async (cell, controller, ios, options = {}) => {
			assertParamExists("listIOValues", "cell", cell);
			assertParamExists("listIOValues", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setOutputValues: async (cell, controller, iOValue, options = {}) => {
			assertParamExists("setOutputValues", "cell", cell);
			assertParamExists("setOutputValues", "controller", controller);
			assertParamExists("setOutputValues", "iOValue", iOValue);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(iOValue, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		streamIOValues: async (cell, controller, ios, options = {}) => {
			assertParamExists("streamIOValues", "cell", cell);
			assertParamExists("streamIOValues", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		waitForIOEvent: async (cell, controller, waitForIOEventRequest, options = {}) => {
			assertParamExists("waitForIOEvent", "cell", cell);
			assertParamExists("waitForIOEvent", "controller", controller);
			assertParamExists("waitForIOEvent", "waitForIOEventRequest", waitForIOEventRequest);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/wait-for`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(waitForIOEventRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ControllerInputsOutputsApi - functional programming interface
* @export
*/
const ControllerInputsOutputsApiFp = function(configuration) {
	const localVarAxiosParamCreator = ControllerInputsOutputsApiAxiosParamCreator(configuration);
	return {
		async listIODescriptions(cell, controller, ios, direction, valueType, group, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIODescriptions(cell, controller, ios, direction, valueType, group, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerInputsOutputsApi.listIODescriptions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listIOValues(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIOValues(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerInputsOutputsApi.listIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setOutputValues(cell, controller, iOValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setOutputValues(cell, controller, iOValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerInputsOutputsApi.setOutputValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamIOValues(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamIOValues(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerInputsOutputsApi.streamIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async waitForIOEvent(cell, controller, waitForIOEventRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.waitForIOEvent(cell, controller, waitForIOEventRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerInputsOutputsApi.waitForIOEvent"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ControllerInputsOutputsApi - factory interface
* @export
*/
const ControllerInputsOutputsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ControllerInputsOutputsApiFp(configuration);
	return {
		listIODescriptions(cell, controller, ios, direction, valueType, group, options) {
			return localVarFp.listIODescriptions(cell, controller, ios, direction, valueType, group, options).then((request) => request(axios, basePath));
		},
		listIOValues(cell, controller, ios, options) {
			return localVarFp.listIOValues(cell, controller, ios, options).then((request) => request(axios, basePath));
		},
		setOutputValues(cell, controller, iOValue, options) {
			return localVarFp.setOutputValues(cell, controller, iOValue, options).then((request) => request(axios, basePath));
		},
		streamIOValues(cell, controller, ios, options) {
			return localVarFp.streamIOValues(cell, controller, ios, options).then((request) => request(axios, basePath));
		},
		waitForIOEvent(cell, controller, waitForIOEventRequest, options) {
			return localVarFp.waitForIOEvent(cell, controller, waitForIOEventRequest, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ControllerInputsOutputsApi - object-oriented interface
* @export
* @class ControllerInputsOutputsApi
* @extends {BaseAPI}
*/
var ControllerInputsOutputsApi = class extends BaseAPI {
	/**
	* Lists the input/output descriptions of the robot controller.  The input/output descriptions contain information like name, type and unit.\\ Available inputs/outputs are defined by the robot controller\\ Each input/output has a unique identifier. - If no identifiers and no filters are specified in the request, all available inputs/outputs are retrieved by this endpoint. - If a filter, e.g., `direction`, `value_type`, `group` is applied, only matching inputs/outputs are returned. 
	* @summary List Descriptions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {IODirection} [direction] Return only inputs/outputs with the specified direction. 
	* @param {IOValueType} [valueType] Return only inputs/outputs with the specified value type. 
	* @param {string} [group] Return only inputs/outputs from the specified group. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerInputsOutputsApi
	*/
	listIODescriptions(cell, controller, ios, direction, valueType, group, options) {
		return ControllerInputsOutputsApiFp(this.configuration).listIODescriptions(cell, controller, ios, direction, valueType, group, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Retrieves the current values of inputs/outputs.  The identifiers of the inputs/outputs must be provided in the request. Request all available input/output identifiers via [listIODescriptions](listIODescriptions). 
	* @summary Get Input/Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerInputsOutputsApi
	*/
	listIOValues(cell, controller, ios, options) {
		return ControllerInputsOutputsApiFp(this.configuration).listIOValues(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Set the values of outputs.  All available output identifiers and possible value ranges can be requested via [listIODescriptions](listIODescriptions).  The call will return once the values have been set on and accepted by the robot. This can take up to 200 milliseconds.  > **NOTE** > > Do not call this endpoint while another request is still in progress. The second call will fail. 
	* @summary Set Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<IOValue>} iOValue 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerInputsOutputsApi
	*/
	setOutputValues(cell, controller, iOValue, options) {
		return ControllerInputsOutputsApiFp(this.configuration).setOutputValues(cell, controller, iOValue, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: success -->  > Websocket endpoint  Continuously receive updates of input/output values via websocket. Updates are sent in the update rate of the controller.  > **NOTE** > > If you request many values simultaneously, the request is likely to fail. The amount of values that can be streamed simultaneously depends on the specific robot controller.  > **NOTE** > > The inputs and outputs are sent in the update rate of the controller to prevent losing any values. This can lead to a high amount of data transmitted. 
	* @summary Stream Input/Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerInputsOutputsApi
	*/
	streamIOValues(cell, controller, ios, options) {
		return ControllerInputsOutputsApiFp(this.configuration).streamIOValues(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Wait until an input/output reaches a certain value.  This call returns as soon as the condition is met or the request fails.  The `comparison_type` value is used to define how the current value of the input/output is compared with given value. Only set the value that corresponds to the `value_type` of the input/output. See [listIODescriptions](listIODescriptions) for more information.  **Examples**  1. Wait until analog input `AI_1` < 10:     ```     io: \"AI_1\"     comparison_type: \"COMPARISON_LESS\"     value: 10     ```  2. Wait until analog input `AI_2` > 5.0:     ```     io: \"AI_2\"     comparison_type: \"COMPARISON_GREATER\"     value: 5.0     ```  3. Wait until digital input `DI_3` is true:     ```     io: \"DI_3\"     comparison_type: \"COMPARISON_EQUAL\"     value: true     ``` 
	* @summary Wait For
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {WaitForIOEventRequest} waitForIOEventRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerInputsOutputsApi
	*/
	waitForIOEvent(cell, controller, waitForIOEventRequest, options) {
		return ControllerInputsOutputsApiFp(this.configuration).waitForIOEvent(cell, controller, waitForIOEventRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* JoggingApi - axios parameter creator
* @export
*/
const JoggingApiAxiosParamCreator = function(configuration) {
	return { executeJogging: async (cell, controller, executeJoggingRequest, options = {}) => {
		assertParamExists("executeJogging", "cell", cell);
		assertParamExists("executeJogging", "controller", controller);
		assertParamExists("executeJogging", "executeJoggingRequest", executeJoggingRequest);
		const localVarPath = `/cells/{cell}/controllers/{controller}/execution/jogging`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
		const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
		let baseOptions;
		if (configuration) baseOptions = configuration.baseOptions;
		const localVarRequestOptions = {
			method: "GET",
			...baseOptions,
			...options
		};
		const localVarHeaderParameter = {};
		const localVarQueryParameter = {};
		setBasicAuthToObject(localVarRequestOptions, configuration);
		await setBearerAuthToObject(localVarHeaderParameter, configuration);
		localVarHeaderParameter["Content-Type"] = "application/json";
		setSearchParams(localVarUrlObj, localVarQueryParameter);
		let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
		localVarRequestOptions.headers = {
			...localVarHeaderParameter,
			...headersFromBaseOptions,
			...options.headers
		};
		localVarRequestOptions.data = serializeDataIfNeeded(executeJoggingRequest, localVarRequestOptions, configuration);
		return {
			url: toPathString(localVarUrlObj),
			options: localVarRequestOptions
		};
	} };
};
/**
* JoggingApi - functional programming interface
* @export
*/
const JoggingApiFp = function(configuration) {
	const localVarAxiosParamCreator = JoggingApiAxiosParamCreator(configuration);
	return { async executeJogging(cell, controller, executeJoggingRequest, options) {
		const localVarAxiosArgs = await localVarAxiosParamCreator.executeJogging(cell, controller, executeJoggingRequest, options);
		const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
		const localVarOperationServerBasePath = operationServerMap["JoggingApi.executeJogging"]?.[localVarOperationServerIndex]?.url;
		return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
	} };
};
/**
* JoggingApi - factory interface
* @export
*/
const JoggingApiFactory = function(configuration, basePath, axios) {
	const localVarFp = JoggingApiFp(configuration);
	return { executeJogging(cell, controller, executeJoggingRequest, options) {
		return localVarFp.executeJogging(cell, controller, executeJoggingRequest, options).then((request) => request(axios, basePath));
	} };
};
/**
* JoggingApi - object-oriented interface
* @export
* @class JoggingApi
* @extends {BaseAPI}
*/
var JoggingApi = class extends BaseAPI {
	/**
	* <!-- theme: success -->  > Websocket endpoint  Provides execution control over a dynamically adaptable jogging motion for a motion group.  Jogging describes controlling a motion group by sending real-time commands to move either its joints or the TCP. The commands contain target velocities that may change at any time during execution, so the resulting motion cannot be computed upfront.  ### Preconditions  The motion group is not moved by any other endpoint.  ### Requests  #### 1. Send `InitializeJoggingRequest` to configure the jogging.  - Sets the robot controller mode to control mode. - Sets rate and coordinate system for the jogging response.  #### 2. Send `JointVelocityRequest` or `TcpVelocityRequest` to start the jogging motion.  #### 3. Change or stop the jogging motion  - Change the jogging direction and/or velocity during the jogging motion with `JointVelocityRequest` or `TcpVelocityRequest`. - To stop the jogging motion, send zero velocities via either request.  ### Responses  - `InitializeJoggingResponse` is sent to signal the success or failure of the `InitializeJoggingRequest`. - Jogging responses are streamed continuously after an `InitializeJoggingRequest` is processed.   Jogging responses contain the robot controller state and the state of the jogging control. - `JoggingErrorResponse` with error details is sent in case of an unexpected error, e.g., controller disconnects during jogging.  ### Tips and Tricks  - In the `JoggingResponse`, verify that the robot control is in the desired state, e.g., standstill, with JoggingState. - Ensure that the websocket connection remains open until the jogging motion is stopped to avoid unexpected stops. 
	* @summary Execute Jogging
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {ExecuteJoggingRequest} executeJoggingRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof JoggingApi
	*/
	executeJogging(cell, controller, executeJoggingRequest, options) {
		return JoggingApiFp(this.configuration).executeJogging(cell, controller, executeJoggingRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* KinematicsApi - axios parameter creator
* @export
*/
const KinematicsApiAxiosParamCreator = function(configuration) {
	return {
		forwardKinematics: async (cell, forwardKinematicsRequest, options = {}) => {
			assertParamExists("forwardKinematics", "cell", cell);
			assertParamExists("forwardKinematics", "forwardKinematicsRequest", forwardKinematicsRequest);
			const localVarPath = `/cells/{cell}/kinematic/forward`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(forwardKinematicsRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		inverseKinematics: async (cell, inverseKinematicsRequest, options = {}) => {
			assertParamExists("inverseKinematics", "cell", cell);
			assertParamExists("inverseKinematics", "inverseKinematicsRequest", inverseKinematicsRequest);
			const localVarPath = `/cells/{cell}/kinematic/inverse`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(inverseKinematicsRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* KinematicsApi - functional programming interface
* @export
*/
const KinematicsApiFp = function(configuration) {
	const localVarAxiosParamCreator = KinematicsApiAxiosParamCreator(configuration);
	return {
		async forwardKinematics(cell, forwardKinematicsRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.forwardKinematics(cell, forwardKinematicsRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["KinematicsApi.forwardKinematics"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async inverseKinematics(cell, inverseKinematicsRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.inverseKinematics(cell, inverseKinematicsRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["KinematicsApi.inverseKinematics"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* KinematicsApi - factory interface
* @export
*/
const KinematicsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = KinematicsApiFp(configuration);
	return {
		forwardKinematics(cell, forwardKinematicsRequest, options) {
			return localVarFp.forwardKinematics(cell, forwardKinematicsRequest, options).then((request) => request(axios, basePath));
		},
		inverseKinematics(cell, inverseKinematicsRequest, options) {
			return localVarFp.inverseKinematics(cell, inverseKinematicsRequest, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* KinematicsApi - object-oriented interface
* @export
* @class KinematicsApi
* @extends {BaseAPI}
*/
var KinematicsApi = class extends BaseAPI {
	/**
	* Returns the TCP poses for a list of given joint positions. 
	* @summary Forward kinematics
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {ForwardKinematicsRequest} forwardKinematicsRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof KinematicsApi
	*/
	forwardKinematics(cell, forwardKinematicsRequest, options) {
		return KinematicsApiFp(this.configuration).forwardKinematics(cell, forwardKinematicsRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the reachable joint positions for a list of given poses. 
	* @summary Inverse kinematics
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {InverseKinematicsRequest} inverseKinematicsRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof KinematicsApi
	*/
	inverseKinematics(cell, inverseKinematicsRequest, options) {
		return KinematicsApiFp(this.configuration).inverseKinematics(cell, inverseKinematicsRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* LicenseApi - axios parameter creator
* @export
*/
const LicenseApiAxiosParamCreator = function(configuration) {
	return {
		activateLicense: async (activateLicenseRequest, options = {}) => {
			assertParamExists("activateLicense", "activateLicenseRequest", activateLicenseRequest);
			const localVarUrlObj = new URL(`/license`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(activateLicenseRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deactivateLicense: async (options = {}) => {
			const localVarUrlObj = new URL(`/license`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getLicense: async (options = {}) => {
			const localVarUrlObj = new URL(`/license`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getLicenseStatus: async (options = {}) => {
			const localVarUrlObj = new URL(`/license/status`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* LicenseApi - functional programming interface
* @export
*/
const LicenseApiFp = function(configuration) {
	const localVarAxiosParamCreator = LicenseApiAxiosParamCreator(configuration);
	return {
		async activateLicense(activateLicenseRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.activateLicense(activateLicenseRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LicenseApi.activateLicense"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deactivateLicense(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deactivateLicense(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LicenseApi.deactivateLicense"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getLicense(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getLicense(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LicenseApi.getLicense"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getLicenseStatus(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getLicenseStatus(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LicenseApi.getLicenseStatus"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* LicenseApi - factory interface
* @export
*/
const LicenseApiFactory = function(configuration, basePath, axios) {
	const localVarFp = LicenseApiFp(configuration);
	return {
		activateLicense(activateLicenseRequest, options) {
			return localVarFp.activateLicense(activateLicenseRequest, options).then((request) => request(axios, basePath));
		},
		deactivateLicense(options) {
			return localVarFp.deactivateLicense(options).then((request) => request(axios, basePath));
		},
		getLicense(options) {
			return localVarFp.getLicense(options).then((request) => request(axios, basePath));
		},
		getLicenseStatus(options) {
			return localVarFp.getLicenseStatus(options).then((request) => request(axios, basePath));
		}
	};
};
/**
* LicenseApi - object-oriented interface
* @export
* @class LicenseApi
* @extends {BaseAPI}
*/
var LicenseApi = class extends BaseAPI {
	/**
	* Activates a license using the provided license owner authentication token.  The refresh token is used to enable communication with the license provider without requiring user interaction. 
	* @summary Activate license
	* @param {ActivateLicenseRequest} activateLicenseRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LicenseApi
	*/
	activateLicense(activateLicenseRequest, options) {
		return LicenseApiFp(this.configuration).activateLicense(activateLicenseRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deactivates active license.
	* @summary Deactivate license
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LicenseApi
	*/
	deactivateLicense(options) {
		return LicenseApiFp(this.configuration).deactivateLicense(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get information on the license used with the Wandelbots NOVA instance, e.g., licensed product, expiration date, license status.
	* @summary Get license
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LicenseApi
	*/
	getLicense(options) {
		return LicenseApiFp(this.configuration).getLicense(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the license status.  - If `valid`, Wandelbots NOVA can be used. - If `expired`, the license has to be renewed in order to use Wandelbots NOVA. 
	* @summary Get license status
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LicenseApi
	*/
	getLicenseStatus(options) {
		return LicenseApiFp(this.configuration).getLicenseStatus(options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupApi - axios parameter creator
* @export
*/
const MotionGroupApiAxiosParamCreator = function(configuration) {
	return {
		getCurrentMotionGroupState: async (cell, controller, motionGroup, responseCoordinateSystem, options = {}) => {
			assertParamExists("getCurrentMotionGroupState", "cell", cell);
			assertParamExists("getCurrentMotionGroupState", "controller", controller);
			assertParamExists("getCurrentMotionGroupState", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/controllers/{controller}/motion-groups/{motion-group}/state`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (responseCoordinateSystem !== void 0) localVarQueryParameter["response_coordinate_system"] = responseCoordinateSystem;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getMotionGroupDescription: async (cell, controller, motionGroup, options = {}) => {
			assertParamExists("getMotionGroupDescription", "cell", cell);
			assertParamExists("getMotionGroupDescription", "controller", controller);
			assertParamExists("getMotionGroupDescription", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/controllers/{controller}/motion-groups/{motion-group}/description`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		streamMotionGroupState: async (cell, controller, motionGroup, responseRate, responseCoordinateSystem, options = {}) => {
			assertParamExists("streamMotionGroupState", "cell", cell);
			assertParamExists("streamMotionGroupState", "controller", controller);
			assertParamExists("streamMotionGroupState", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/controllers/{controller}/motion-groups/{motion-group}/state-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (responseRate !== void 0) localVarQueryParameter["response_rate"] = responseRate;
			if (responseCoordinateSystem !== void 0) localVarQueryParameter["response_coordinate_system"] = responseCoordinateSystem;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* MotionGroupApi - functional programming interface
* @export
*/
const MotionGroupApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupApiAxiosParamCreator(configuration);
	return {
		async getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.getCurrentMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroupDescription(cell, controller, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupDescription(cell, controller, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.getMotionGroupDescription"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.streamMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionGroupApi - factory interface
* @export
*/
const MotionGroupApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionGroupApiFp(configuration);
	return {
		getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options) {
			return localVarFp.getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options).then((request) => request(axios, basePath));
		},
		getMotionGroupDescription(cell, controller, motionGroup, options) {
			return localVarFp.getMotionGroupDescription(cell, controller, motionGroup, options).then((request) => request(axios, basePath));
		},
		streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options) {
			return localVarFp.streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionGroupApi - object-oriented interface
* @export
* @class MotionGroupApi
* @extends {BaseAPI}
*/
var MotionGroupApi = class extends BaseAPI {
	/**
	* Returns the current state of the selected motion group including the current joint position, velocity, pose, and more. 
	* @summary State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the responses should be converted. If not set, world coordinate system is used. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options) {
		return MotionGroupApiFp(this.configuration).getCurrentMotionGroupState(cell, controller, motionGroup, responseCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the set of parameters that describe the motion group and its configuration including safety zones, limits, etc.  This data can change upon connection to the robot. 
	* @summary Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	getMotionGroupDescription(cell, controller, motionGroup, options) {
		return MotionGroupApiFp(this.configuration).getMotionGroupDescription(cell, controller, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: success -->  > Websocket endpoint  Receive updates of the motion group state.  The stream will be closed from the server if the controller is disconnected. 
	* @summary Stream State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {number} [responseRate] Update rate for the response message in milliseconds (ms). Default is 200 ms. We recommend to use the step rate of the controller or a multiple of the step rate as NOVA updates the state in the controller\&#39;s step rate as well. Minimal response rate is the step rate of controller.
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the cartesian data of the responses should be converted. Default is the world coordinate system. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options) {
		return MotionGroupApiFp(this.configuration).streamMotionGroupState(cell, controller, motionGroup, responseRate, responseCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupModelsApi - axios parameter creator
* @export
*/
const MotionGroupModelsApiAxiosParamCreator = function(configuration) {
	return {
		getMotionGroupCollisionModel: async (motionGroupModel, options = {}) => {
			assertParamExists("getMotionGroupCollisionModel", "motionGroupModel", motionGroupModel);
			const localVarPath = `/motion-group-models/{motion-group-model}/collision`.replace(`{motion-group-model}`, encodeURIComponent(String(motionGroupModel)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getMotionGroupModels: async (options = {}) => {
			const localVarUrlObj = new URL(`/motion-group-models`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* MotionGroupModelsApi - functional programming interface
* @export
*/
const MotionGroupModelsApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupModelsApiAxiosParamCreator(configuration);
	return {
		async getMotionGroupCollisionModel(motionGroupModel, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupCollisionModel(motionGroupModel, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupModelsApi.getMotionGroupCollisionModel"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroupModels(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupModels(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupModelsApi.getMotionGroupModels"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionGroupModelsApi - factory interface
* @export
*/
const MotionGroupModelsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionGroupModelsApiFp(configuration);
	return {
		getMotionGroupCollisionModel(motionGroupModel, options) {
			return localVarFp.getMotionGroupCollisionModel(motionGroupModel, options).then((request) => request(axios, basePath));
		},
		getMotionGroupModels(options) {
			return localVarFp.getMotionGroupModels(options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionGroupModelsApi - object-oriented interface
* @export
* @class MotionGroupModelsApi
* @extends {BaseAPI}
*/
var MotionGroupModelsApi = class extends BaseAPI {
	/**
	* Returns the default collision link chain for a given motion group model.  See [getMotionGroupModels](getMotionGroupModels) for supported motion group models.  The default link chain is derived from 3D models and optimized for collision detection within NOVA.  The default link chain includes link shapes only. It does not include any attached components like wire feeders or sensors.  Attach additional shapes to the link reference frames by extending the link dictionaries before further use. Additional shapes may overlap each other per link and may also overlap the respective link\'s default shape. 
	* @summary Get Collision Model
	* @param {string} motionGroupModel Unique identifier for the model of a motion group, e.g., &#x60;UniversalRobots_UR10e&#x60;.  Get the &#x60;model&#x60; of a configured motion group with [getOptimizerConfiguration](getOptimizerConfiguration). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupModelsApi
	*/
	getMotionGroupCollisionModel(motionGroupModel, options) {
		return MotionGroupModelsApiFp(this.configuration).getMotionGroupCollisionModel(motionGroupModel, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the list of supported motion group models. 
	* @summary Motion Group Models
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupModelsApi
	*/
	getMotionGroupModels(options) {
		return MotionGroupModelsApiFp(this.configuration).getMotionGroupModels(options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ProgramApi - axios parameter creator
* @export
*/
const ProgramApiAxiosParamCreator = function(configuration) {
	return {
		getProgram: async (cell, program, options = {}) => {
			assertParamExists("getProgram", "cell", cell);
			assertParamExists("getProgram", "program", program);
			const localVarPath = `/experimental/cells/{cell}/programs/{program}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listPrograms: async (cell, options = {}) => {
			assertParamExists("listPrograms", "cell", cell);
			const localVarPath = `/experimental/cells/{cell}/programs`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		startProgram: async (cell, program, programStartRequest, options = {}) => {
			assertParamExists("startProgram", "cell", cell);
			assertParamExists("startProgram", "program", program);
			assertParamExists("startProgram", "programStartRequest", programStartRequest);
			const localVarPath = `/experimental/cells/{cell}/programs/{program}/start`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(programStartRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		stopProgram: async (cell, program, options = {}) => {
			assertParamExists("stopProgram", "cell", cell);
			assertParamExists("stopProgram", "program", program);
			const localVarPath = `/experimental/cells/{cell}/programs/{program}/stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ProgramApi - functional programming interface
* @export
*/
const ProgramApiFp = function(configuration) {
	const localVarAxiosParamCreator = ProgramApiAxiosParamCreator(configuration);
	return {
		async getProgram(cell, program, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgram(cell, program, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.getProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listPrograms(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listPrograms(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.listPrograms"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async startProgram(cell, program, programStartRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.startProgram(cell, program, programStartRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.startProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async stopProgram(cell, program, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.stopProgram(cell, program, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.stopProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ProgramApi - factory interface
* @export
*/
const ProgramApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ProgramApiFp(configuration);
	return {
		getProgram(cell, program, options) {
			return localVarFp.getProgram(cell, program, options).then((request) => request(axios, basePath));
		},
		listPrograms(cell, options) {
			return localVarFp.listPrograms(cell, options).then((request) => request(axios, basePath));
		},
		startProgram(cell, program, programStartRequest, options) {
			return localVarFp.startProgram(cell, program, programStartRequest, options).then((request) => request(axios, basePath));
		},
		stopProgram(cell, program, options) {
			return localVarFp.stopProgram(cell, program, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ProgramApi - object-oriented interface
* @export
* @class ProgramApi
* @extends {BaseAPI}
*/
var ProgramApi = class extends BaseAPI {
	/**
	* Get details of a program.
	* @summary Get program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	getProgram(cell, program, options) {
		return ProgramApiFp(this.configuration).getProgram(cell, program, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List details of all existing programs.
	* @summary List programs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	listPrograms(cell, options) {
		return ProgramApiFp(this.configuration).listPrograms(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* This endpoint starts a new program execution.  The program will be executed asynchronously. 
	* @summary Start the program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program 
	* @param {ProgramStartRequest} programStartRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	startProgram(cell, program, programStartRequest, options) {
		return ProgramApiFp(this.configuration).startProgram(cell, program, programStartRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stop a specific program run.
	* @summary Stop program run
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	stopProgram(cell, program, options) {
		return ProgramApiFp(this.configuration).stopProgram(cell, program, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* StoreCollisionComponentsApi - axios parameter creator
* @export
*/
const StoreCollisionComponentsApiAxiosParamCreator = function(configuration) {
	return {
		deleteStoredCollider: async (cell, collider, options = {}) => {
			assertParamExists("deleteStoredCollider", "cell", cell);
			assertParamExists("deleteStoredCollider", "collider", collider);
			const localVarPath = `/cells/{cell}/store/collision/colliders/{collider}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{collider}`, encodeURIComponent(String(collider)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteStoredCollisionLinkChain: async (cell, linkChain, options = {}) => {
			assertParamExists("deleteStoredCollisionLinkChain", "cell", cell);
			assertParamExists("deleteStoredCollisionLinkChain", "linkChain", linkChain);
			const localVarPath = `/cells/{cell}/store/collision/link-chains/{link-chain}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{link-chain}`, encodeURIComponent(String(linkChain)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteStoredCollisionTool: async (cell, tool, options = {}) => {
			assertParamExists("deleteStoredCollisionTool", "cell", cell);
			assertParamExists("deleteStoredCollisionTool", "tool", tool);
			const localVarPath = `/cells/{cell}/store/collision/tools/{tool}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{tool}`, encodeURIComponent(String(tool)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getStoredCollider: async (cell, collider, options = {}) => {
			assertParamExists("getStoredCollider", "cell", cell);
			assertParamExists("getStoredCollider", "collider", collider);
			const localVarPath = `/cells/{cell}/store/collision/colliders/{collider}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{collider}`, encodeURIComponent(String(collider)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getStoredCollisionLinkChain: async (cell, linkChain, options = {}) => {
			assertParamExists("getStoredCollisionLinkChain", "cell", cell);
			assertParamExists("getStoredCollisionLinkChain", "linkChain", linkChain);
			const localVarPath = `/cells/{cell}/store/collision/link-chains/{link-chain}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{link-chain}`, encodeURIComponent(String(linkChain)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getStoredCollisionTool: async (cell, tool, options = {}) => {
			assertParamExists("getStoredCollisionTool", "cell", cell);
			assertParamExists("getStoredCollisionTool", "tool", tool);
			const localVarPath = `/cells/{cell}/store/collision/tools/{tool}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{tool}`, encodeURIComponent(String(tool)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listCollisionLinkChains: async (cell, options = {}) => {
			assertParamExists("listCollisionLinkChains", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/link-chains`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listCollisionLinkChainsKeys: async (cell, options = {}) => {
			assertParamExists("listCollisionLinkChainsKeys", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/link-chains-keys`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredColliders: async (cell, options = {}) => {
			assertParamExists("listStoredColliders", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/colliders`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredCollidersKeys: async (cell, options = {}) => {
			assertParamExists("listStoredCollidersKeys", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/colliders-keys`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredCollisionTools: async (cell, options = {}) => {
			assertParamExists("listStoredCollisionTools", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/tools`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredCollisionToolsKeys: async (cell, options = {}) => {
			assertParamExists("listStoredCollisionToolsKeys", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/tools-keys`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		storeCollider: async (cell, collider, collider2, options = {}) => {
			assertParamExists("storeCollider", "cell", cell);
			assertParamExists("storeCollider", "collider", collider);
			assertParamExists("storeCollider", "collider2", collider2);
			const localVarPath = `/cells/{cell}/store/collision/colliders/{collider}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{collider}`, encodeURIComponent(String(collider)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(collider2, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		storeCollisionLinkChain: async (cell, linkChain, collider, options = {}) => {
			assertParamExists("storeCollisionLinkChain", "cell", cell);
			assertParamExists("storeCollisionLinkChain", "linkChain", linkChain);
			assertParamExists("storeCollisionLinkChain", "collider", collider);
			const localVarPath = `/cells/{cell}/store/collision/link-chains/{link-chain}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{link-chain}`, encodeURIComponent(String(linkChain)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(collider, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		storeCollisionTool: async (cell, tool, requestBody, options = {}) => {
			assertParamExists("storeCollisionTool", "cell", cell);
			assertParamExists("storeCollisionTool", "tool", tool);
			assertParamExists("storeCollisionTool", "requestBody", requestBody);
			const localVarPath = `/cells/{cell}/store/collision/tools/{tool}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{tool}`, encodeURIComponent(String(tool)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(requestBody, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* StoreCollisionComponentsApi - functional programming interface
* @export
*/
const StoreCollisionComponentsApiFp = function(configuration) {
	const localVarAxiosParamCreator = StoreCollisionComponentsApiAxiosParamCreator(configuration);
	return {
		async deleteStoredCollider(cell, collider, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteStoredCollider(cell, collider, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.deleteStoredCollider"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteStoredCollisionLinkChain(cell, linkChain, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteStoredCollisionLinkChain(cell, linkChain, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.deleteStoredCollisionLinkChain"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteStoredCollisionTool(cell, tool, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteStoredCollisionTool(cell, tool, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.deleteStoredCollisionTool"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getStoredCollider(cell, collider, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getStoredCollider(cell, collider, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.getStoredCollider"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getStoredCollisionLinkChain(cell, linkChain, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getStoredCollisionLinkChain(cell, linkChain, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.getStoredCollisionLinkChain"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getStoredCollisionTool(cell, tool, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getStoredCollisionTool(cell, tool, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.getStoredCollisionTool"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listCollisionLinkChains(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listCollisionLinkChains(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listCollisionLinkChains"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listCollisionLinkChainsKeys(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listCollisionLinkChainsKeys(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listCollisionLinkChainsKeys"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredColliders(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredColliders(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredColliders"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollidersKeys(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollidersKeys(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredCollidersKeys"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionTools(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionTools(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredCollisionTools"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionToolsKeys(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionToolsKeys(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredCollisionToolsKeys"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeCollider(cell, collider, collider2, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeCollider(cell, collider, collider2, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.storeCollider"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeCollisionLinkChain(cell, linkChain, collider, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeCollisionLinkChain(cell, linkChain, collider, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.storeCollisionLinkChain"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeCollisionTool(cell, tool, requestBody, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeCollisionTool(cell, tool, requestBody, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.storeCollisionTool"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* StoreCollisionComponentsApi - factory interface
* @export
*/
const StoreCollisionComponentsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = StoreCollisionComponentsApiFp(configuration);
	return {
		deleteStoredCollider(cell, collider, options) {
			return localVarFp.deleteStoredCollider(cell, collider, options).then((request) => request(axios, basePath));
		},
		deleteStoredCollisionLinkChain(cell, linkChain, options) {
			return localVarFp.deleteStoredCollisionLinkChain(cell, linkChain, options).then((request) => request(axios, basePath));
		},
		deleteStoredCollisionTool(cell, tool, options) {
			return localVarFp.deleteStoredCollisionTool(cell, tool, options).then((request) => request(axios, basePath));
		},
		getStoredCollider(cell, collider, options) {
			return localVarFp.getStoredCollider(cell, collider, options).then((request) => request(axios, basePath));
		},
		getStoredCollisionLinkChain(cell, linkChain, options) {
			return localVarFp.getStoredCollisionLinkChain(cell, linkChain, options).then((request) => request(axios, basePath));
		},
		getStoredCollisionTool(cell, tool, options) {
			return localVarFp.getStoredCollisionTool(cell, tool, options).then((request) => request(axios, basePath));
		},
		listCollisionLinkChains(cell, options) {
			return localVarFp.listCollisionLinkChains(cell, options).then((request) => request(axios, basePath));
		},
		listCollisionLinkChainsKeys(cell, options) {
			return localVarFp.listCollisionLinkChainsKeys(cell, options).then((request) => request(axios, basePath));
		},
		listStoredColliders(cell, options) {
			return localVarFp.listStoredColliders(cell, options).then((request) => request(axios, basePath));
		},
		listStoredCollidersKeys(cell, options) {
			return localVarFp.listStoredCollidersKeys(cell, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionTools(cell, options) {
			return localVarFp.listStoredCollisionTools(cell, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionToolsKeys(cell, options) {
			return localVarFp.listStoredCollisionToolsKeys(cell, options).then((request) => request(axios, basePath));
		},
		storeCollider(cell, collider, collider2, options) {
			return localVarFp.storeCollider(cell, collider, collider2, options).then((request) => request(axios, basePath));
		},
		storeCollisionLinkChain(cell, linkChain, collider, options) {
			return localVarFp.storeCollisionLinkChain(cell, linkChain, collider, options).then((request) => request(axios, basePath));
		},
		storeCollisionTool(cell, tool, requestBody, options) {
			return localVarFp.storeCollisionTool(cell, tool, requestBody, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* StoreCollisionComponentsApi - object-oriented interface
* @export
* @class StoreCollisionComponentsApi
* @extends {BaseAPI}
*/
var StoreCollisionComponentsApi = class extends BaseAPI {
	/**
	* Deletes the stored collider.  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Collider
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} collider Unique identifier addressing a collider.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	deleteStoredCollider(cell, collider, options) {
		return StoreCollisionComponentsApiFp(this.configuration).deleteStoredCollider(cell, collider, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deletes the stored link chain.  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Link Chain
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} linkChain Unique identifier addressing a collision link chain.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	deleteStoredCollisionLinkChain(cell, linkChain, options) {
		return StoreCollisionComponentsApiFp(this.configuration).deleteStoredCollisionLinkChain(cell, linkChain, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deletes the stored tool.  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Tool
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} tool Unique identifier addressing a collision tool.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	deleteStoredCollisionTool(cell, tool, options) {
		return StoreCollisionComponentsApiFp(this.configuration).deleteStoredCollisionTool(cell, tool, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the collider. 
	* @summary Get Collider
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} collider Unique identifier addressing a collider.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	getStoredCollider(cell, collider, options) {
		return StoreCollisionComponentsApiFp(this.configuration).getStoredCollider(cell, collider, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the collision link chain. 
	* @summary Get Link Chain
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} linkChain Unique identifier addressing a collision link chain.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	getStoredCollisionLinkChain(cell, linkChain, options) {
		return StoreCollisionComponentsApiFp(this.configuration).getStoredCollisionLinkChain(cell, linkChain, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the stored tool. 
	* @summary Get Tool
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} tool Unique identifier addressing a collision tool.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	getStoredCollisionTool(cell, tool, options) {
		return StoreCollisionComponentsApiFp(this.configuration).getStoredCollisionTool(cell, tool, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the stored link chains. 
	* @summary List Link Chains
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listCollisionLinkChains(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listCollisionLinkChains(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of keys for stored link chains. 
	* @summary List Link Chain Keys
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listCollisionLinkChainsKeys(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listCollisionLinkChainsKeys(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns all stored colliders. 
	* @summary List Colliders
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listStoredColliders(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listStoredColliders(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of keys for stored colliders. 
	* @summary List Collider Keys
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listStoredCollidersKeys(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listStoredCollidersKeys(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the list of stored tools. 
	* @summary List Tools
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listStoredCollisionTools(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listStoredCollisionTools(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of keys for stored tools. 
	* @summary List Tool Keys
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	listStoredCollisionToolsKeys(cell, options) {
		return StoreCollisionComponentsApiFp(this.configuration).listStoredCollisionToolsKeys(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stores collider.  - If the collider does not exist, it will be created. - If the collider exists, it will be updated. 
	* @summary Store Collider
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} collider Unique identifier addressing a collider.
	* @param {Collider} collider2 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	storeCollider(cell, collider, collider2, options) {
		return StoreCollisionComponentsApiFp(this.configuration).storeCollider(cell, collider, collider2, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stores link chain.  - If the link chain does not exist, it will be created. - If the link chain exists, it will be updated. 
	* @summary Store Link Chain
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} linkChain Unique identifier addressing a collision link chain.
	* @param {Array<{ [key: string]: Collider; }>} collider 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	storeCollisionLinkChain(cell, linkChain, collider, options) {
		return StoreCollisionComponentsApiFp(this.configuration).storeCollisionLinkChain(cell, linkChain, collider, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stores the tool.  - If the tool does not exist, it will be created. - If the tool exists, it will be updated. 
	* @summary Store Tool
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} tool Unique identifier addressing a collision tool.
	* @param {{ [key: string]: Collider; }} requestBody 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	storeCollisionTool(cell, tool, requestBody, options) {
		return StoreCollisionComponentsApiFp(this.configuration).storeCollisionTool(cell, tool, requestBody, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* StoreCollisionSetupsApi - axios parameter creator
* @export
*/
const StoreCollisionSetupsApiAxiosParamCreator = function(configuration) {
	return {
		deleteStoredCollisionSetup: async (cell, setup, options = {}) => {
			assertParamExists("deleteStoredCollisionSetup", "cell", cell);
			assertParamExists("deleteStoredCollisionSetup", "setup", setup);
			const localVarPath = `/cells/{cell}/store/collision/setups/{setup}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{setup}`, encodeURIComponent(String(setup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getStoredCollisionSetup: async (cell, setup, options = {}) => {
			assertParamExists("getStoredCollisionSetup", "cell", cell);
			assertParamExists("getStoredCollisionSetup", "setup", setup);
			const localVarPath = `/cells/{cell}/store/collision/setups/{setup}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{setup}`, encodeURIComponent(String(setup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredCollisionSetups: async (cell, options = {}) => {
			assertParamExists("listStoredCollisionSetups", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/setups`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listStoredCollisionSetupsKeys: async (cell, options = {}) => {
			assertParamExists("listStoredCollisionSetupsKeys", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/setups-keys`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		storeCollisionSetup: async (cell, setup, collisionSetup, options = {}) => {
			assertParamExists("storeCollisionSetup", "cell", cell);
			assertParamExists("storeCollisionSetup", "setup", setup);
			assertParamExists("storeCollisionSetup", "collisionSetup", collisionSetup);
			const localVarPath = `/cells/{cell}/store/collision/setups/{setup}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{setup}`, encodeURIComponent(String(setup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(collisionSetup, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* StoreCollisionSetupsApi - functional programming interface
* @export
*/
const StoreCollisionSetupsApiFp = function(configuration) {
	const localVarAxiosParamCreator = StoreCollisionSetupsApiAxiosParamCreator(configuration);
	return {
		async deleteStoredCollisionSetup(cell, setup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteStoredCollisionSetup(cell, setup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionSetupsApi.deleteStoredCollisionSetup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getStoredCollisionSetup(cell, setup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getStoredCollisionSetup(cell, setup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionSetupsApi.getStoredCollisionSetup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionSetups(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionSetups(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionSetupsApi.listStoredCollisionSetups"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionSetupsKeys(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionSetupsKeys(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionSetupsApi.listStoredCollisionSetupsKeys"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeCollisionSetup(cell, setup, collisionSetup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeCollisionSetup(cell, setup, collisionSetup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionSetupsApi.storeCollisionSetup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* StoreCollisionSetupsApi - factory interface
* @export
*/
const StoreCollisionSetupsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = StoreCollisionSetupsApiFp(configuration);
	return {
		deleteStoredCollisionSetup(cell, setup, options) {
			return localVarFp.deleteStoredCollisionSetup(cell, setup, options).then((request) => request(axios, basePath));
		},
		getStoredCollisionSetup(cell, setup, options) {
			return localVarFp.getStoredCollisionSetup(cell, setup, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionSetups(cell, options) {
			return localVarFp.listStoredCollisionSetups(cell, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionSetupsKeys(cell, options) {
			return localVarFp.listStoredCollisionSetupsKeys(cell, options).then((request) => request(axios, basePath));
		},
		storeCollisionSetup(cell, setup, collisionSetup, options) {
			return localVarFp.storeCollisionSetup(cell, setup, collisionSetup, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* StoreCollisionSetupsApi - object-oriented interface
* @export
* @class StoreCollisionSetupsApi
* @extends {BaseAPI}
*/
var StoreCollisionSetupsApi = class extends BaseAPI {
	/**
	* Deletes the stored collision setup.  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Collision Setup
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} setup Identifier of the collision setup
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionSetupsApi
	*/
	deleteStoredCollisionSetup(cell, setup, options) {
		return StoreCollisionSetupsApiFp(this.configuration).deleteStoredCollisionSetup(cell, setup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the stored collision setup. 
	* @summary Get Collision Setup
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} setup Identifier of the collision setup
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionSetupsApi
	*/
	getStoredCollisionSetup(cell, setup, options) {
		return StoreCollisionSetupsApiFp(this.configuration).getStoredCollisionSetup(cell, setup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of stored collision setups. 
	* @summary List Collision Setups
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionSetupsApi
	*/
	listStoredCollisionSetups(cell, options) {
		return StoreCollisionSetupsApiFp(this.configuration).listStoredCollisionSetups(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of keys for stored collision setups. 
	* @summary List Collision Setup Keys
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionSetupsApi
	*/
	listStoredCollisionSetupsKeys(cell, options) {
		return StoreCollisionSetupsApiFp(this.configuration).listStoredCollisionSetupsKeys(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stores collision setup.  - If the collision setup does not exist, it will be created. - If the collision setup exists, it will be updated. 
	* @summary Store Collision Setup
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} setup Identifier of the collision setup
	* @param {CollisionSetup} collisionSetup 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionSetupsApi
	*/
	storeCollisionSetup(cell, setup, collisionSetup, options) {
		return StoreCollisionSetupsApiFp(this.configuration).storeCollisionSetup(cell, setup, collisionSetup, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* StoreObjectApi - axios parameter creator
* @export
*/
const StoreObjectApiAxiosParamCreator = function(configuration) {
	return {
		clearAllObjects: async (cell, options = {}) => {
			assertParamExists("clearAllObjects", "cell", cell);
			const localVarPath = `/cells/{cell}/store/objects`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteObject: async (cell, key, options = {}) => {
			assertParamExists("deleteObject", "cell", cell);
			assertParamExists("deleteObject", "key", key);
			const localVarPath = `/cells/{cell}/store/objects/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getObject: async (cell, key, options = {}) => {
			assertParamExists("getObject", "cell", cell);
			assertParamExists("getObject", "key", key);
			const localVarPath = `/cells/{cell}/store/objects/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getObjectMetadata: async (cell, key, options = {}) => {
			assertParamExists("getObjectMetadata", "cell", cell);
			assertParamExists("getObjectMetadata", "key", key);
			const localVarPath = `/cells/{cell}/store/objects/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "HEAD",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listAllObjectKeys: async (cell, options = {}) => {
			assertParamExists("listAllObjectKeys", "cell", cell);
			const localVarPath = `/cells/{cell}/store/objects`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		storeObject: async (cell, key, xMetadata, anyValue, options = {}) => {
			assertParamExists("storeObject", "cell", cell);
			assertParamExists("storeObject", "key", key);
			const localVarPath = `/cells/{cell}/store/objects/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			const localVarFormParams = new (configuration && configuration.formDataCtor || FormData)();
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (anyValue !== void 0) localVarFormParams.append("any_value", new Blob([JSON.stringify(anyValue)], { type: "application/json" }));
			localVarHeaderParameter["Content-Type"] = "multipart/form-data";
			if (xMetadata != null) localVarHeaderParameter["X-Metadata"] = typeof xMetadata === "string" ? xMetadata : JSON.stringify(xMetadata);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = localVarFormParams;
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* StoreObjectApi - functional programming interface
* @export
*/
const StoreObjectApiFp = function(configuration) {
	const localVarAxiosParamCreator = StoreObjectApiAxiosParamCreator(configuration);
	return {
		async clearAllObjects(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearAllObjects(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.clearAllObjects"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteObject(cell, key, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteObject(cell, key, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.deleteObject"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getObject(cell, key, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getObject(cell, key, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.getObject"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getObjectMetadata(cell, key, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getObjectMetadata(cell, key, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.getObjectMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listAllObjectKeys(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listAllObjectKeys(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.listAllObjectKeys"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeObject(cell, key, xMetadata, anyValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeObject(cell, key, xMetadata, anyValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreObjectApi.storeObject"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* StoreObjectApi - factory interface
* @export
*/
const StoreObjectApiFactory = function(configuration, basePath, axios) {
	const localVarFp = StoreObjectApiFp(configuration);
	return {
		clearAllObjects(cell, options) {
			return localVarFp.clearAllObjects(cell, options).then((request) => request(axios, basePath));
		},
		deleteObject(cell, key, options) {
			return localVarFp.deleteObject(cell, key, options).then((request) => request(axios, basePath));
		},
		getObject(cell, key, options) {
			return localVarFp.getObject(cell, key, options).then((request) => request(axios, basePath));
		},
		getObjectMetadata(cell, key, options) {
			return localVarFp.getObjectMetadata(cell, key, options).then((request) => request(axios, basePath));
		},
		listAllObjectKeys(cell, options) {
			return localVarFp.listAllObjectKeys(cell, options).then((request) => request(axios, basePath));
		},
		storeObject(cell, key, xMetadata, anyValue, options) {
			return localVarFp.storeObject(cell, key, xMetadata, anyValue, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* StoreObjectApi - object-oriented interface
* @export
* @class StoreObjectApi
* @extends {BaseAPI}
*/
var StoreObjectApi = class extends BaseAPI {
	/**
	* Delete all objects.  <!-- theme: danger --> > This will delete ALL your persistently stored data. 
	* @summary Clear all Objects
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	clearAllObjects(cell, options) {
		return StoreObjectApiFp(this.configuration).clearAllObjects(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete an object  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Object
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	deleteObject(cell, key, options) {
		return StoreObjectApiFp(this.configuration).deleteObject(cell, key, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns content and metadata of a stored object. 
	* @summary Get Object
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	getObject(cell, key, options) {
		return StoreObjectApiFp(this.configuration).getObject(cell, key, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns metadata. Object content is not returned. 
	* @summary Get Object Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	getObjectMetadata(cell, key, options) {
		return StoreObjectApiFp(this.configuration).getObjectMetadata(cell, key, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List the keys for all objects. 
	* @summary List all Object Keys
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	listAllObjectKeys(cell, options) {
		return StoreObjectApiFp(this.configuration).listAllObjectKeys(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Store any data as an object.  Using a key which already contains an object will override the previously stored object. Use [getObjectMetadata](getObjectMetadata) to verify that the key does not contain objects.  #### Optional Specify metadata as a dictionary with names and values. 
	* @summary Store Object
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {{ [key: string]: string; }} [xMetadata] 
	* @param {any} [anyValue] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreObjectApi
	*/
	storeObject(cell, key, xMetadata, anyValue, options) {
		return StoreObjectApiFp(this.configuration).storeObject(cell, key, xMetadata, anyValue, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* SystemApi - axios parameter creator
* @export
*/
const SystemApiAxiosParamCreator = function(configuration) {
	return {
		backupConfiguration: async (resources, metadata, options = {}) => {
			const localVarUrlObj = new URL(`/system/configuration`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (resources) localVarQueryParameter["resources"] = resources.join(COLLECTION_FORMATS.csv);
			if (metadata !== void 0) localVarQueryParameter["metadata"] = metadata;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		checkNovaVersionUpdate: async (channel, options = {}) => {
			assertParamExists("checkNovaVersionUpdate", "channel", channel);
			const localVarUrlObj = new URL(`/system/update`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (channel !== void 0) localVarQueryParameter["channel"] = channel;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getConfigurationBackupStatus: async (operationId, options = {}) => {
			assertParamExists("getConfigurationBackupStatus", "operationId", operationId);
			const localVarUrlObj = new URL(`/system/configuration/status`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (operationId !== void 0) localVarQueryParameter["operation_id"] = operationId;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getDiagnosePackage: async (options = {}) => {
			const localVarUrlObj = new URL(`/system/diagnosis-package/zip`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getSystemStatus: async (options = {}) => {
			const localVarUrlObj = new URL(`/system/status`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getSystemVersion: async (options = {}) => {
			const localVarUrlObj = new URL(`/system/version`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listConfigurationResources: async (options = {}) => {
			const localVarUrlObj = new URL(`/system/configuration/resources`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		restoreConfiguration: async (resources, body, options = {}) => {
			assertParamExists("restoreConfiguration", "resources", resources);
			assertParamExists("restoreConfiguration", "body", body);
			const localVarUrlObj = new URL(`/system/configuration`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (resources) localVarQueryParameter["resources"] = resources.join(COLLECTION_FORMATS.csv);
			localVarHeaderParameter["Content-Type"] = "application/gzip";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(body, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		updateNovaVersion: async (updateNovaVersionRequest, options = {}) => {
			assertParamExists("updateNovaVersion", "updateNovaVersionRequest", updateNovaVersionRequest);
			const localVarUrlObj = new URL(`/system/update`, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(updateNovaVersionRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* SystemApi - functional programming interface
* @export
*/
const SystemApiFp = function(configuration) {
	const localVarAxiosParamCreator = SystemApiAxiosParamCreator(configuration);
	return {
		async backupConfiguration(resources, metadata, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.backupConfiguration(resources, metadata, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.backupConfiguration"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async checkNovaVersionUpdate(channel, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.checkNovaVersionUpdate(channel, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.checkNovaVersionUpdate"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getConfigurationBackupStatus(operationId, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getConfigurationBackupStatus(operationId, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.getConfigurationBackupStatus"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getDiagnosePackage(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getDiagnosePackage(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.getDiagnosePackage"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getSystemStatus(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getSystemStatus(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.getSystemStatus"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getSystemVersion(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getSystemVersion(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.getSystemVersion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listConfigurationResources(options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listConfigurationResources(options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.listConfigurationResources"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async restoreConfiguration(resources, body, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.restoreConfiguration(resources, body, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.restoreConfiguration"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateNovaVersion(updateNovaVersionRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateNovaVersion(updateNovaVersionRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.updateNovaVersion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* SystemApi - factory interface
* @export
*/
const SystemApiFactory = function(configuration, basePath, axios) {
	const localVarFp = SystemApiFp(configuration);
	return {
		backupConfiguration(resources, metadata, options) {
			return localVarFp.backupConfiguration(resources, metadata, options).then((request) => request(axios, basePath));
		},
		checkNovaVersionUpdate(channel, options) {
			return localVarFp.checkNovaVersionUpdate(channel, options).then((request) => request(axios, basePath));
		},
		getConfigurationBackupStatus(operationId, options) {
			return localVarFp.getConfigurationBackupStatus(operationId, options).then((request) => request(axios, basePath));
		},
		getDiagnosePackage(options) {
			return localVarFp.getDiagnosePackage(options).then((request) => request(axios, basePath));
		},
		getSystemStatus(options) {
			return localVarFp.getSystemStatus(options).then((request) => request(axios, basePath));
		},
		getSystemVersion(options) {
			return localVarFp.getSystemVersion(options).then((request) => request(axios, basePath));
		},
		listConfigurationResources(options) {
			return localVarFp.listConfigurationResources(options).then((request) => request(axios, basePath));
		},
		restoreConfiguration(resources, body, options) {
			return localVarFp.restoreConfiguration(resources, body, options).then((request) => request(axios, basePath));
		},
		updateNovaVersion(updateNovaVersionRequest, options) {
			return localVarFp.updateNovaVersion(updateNovaVersionRequest, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* SystemApi - object-oriented interface
* @export
* @class SystemApi
* @extends {BaseAPI}
*/
var SystemApi = class extends BaseAPI {
	/**
	* Retrieves a configuration backup based on provided resource identifiers. If an empty array of resources is provided, a backup for all resources will be retrieved. 
	* @summary Retrieve Configuration Backup
	* @param {Array<string>} [resources] List of resource identifiers to include in the retrieval.
	* @param {{ [key: string]: string; }} [metadata] Additional metadata to add to the backup
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	backupConfiguration(resources, metadata, options) {
		return SystemApiFp(this.configuration).backupConfiguration(resources, metadata, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Check if a more recent Wandelbots NOVA Version is available. 
	* @summary Check update
	* @param {ReleaseChannel} channel 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	checkNovaVersionUpdate(channel, options) {
		return SystemApiFp(this.configuration).checkNovaVersionUpdate(channel, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Retrieves the status of a configuration backup. The status can only be requested for 5 minutes after backup creation. After 5 minutes, 404 is returned.
	* @summary Retrieve Backup Status
	* @param {string} operationId 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	getConfigurationBackupStatus(operationId, options) {
		return SystemApiFp(this.configuration).getConfigurationBackupStatus(operationId, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Collects information on the current status of all NOVA services and exports them as a .zip file.  Includes information on all cells on the instance such as the service logs and virtual robot controllers. From each cell the logs of all services are included, as well as the configuration of each connected controller to start virtual robots. 
	* @summary Download Diagnosis Package
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	getDiagnosePackage(options) {
		return SystemApiFp(this.configuration).getDiagnosePackage(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the status of all system services. 
	* @summary Wandelbots NOVA status
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	getSystemStatus(options) {
		return SystemApiFp(this.configuration).getSystemStatus(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current Wandelbots NOVA version. 
	* @summary Wandelbots NOVA Version
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	getSystemVersion(options) {
		return SystemApiFp(this.configuration).getSystemVersion(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Retrieves a list of all available configuration resources for backup purposes. 
	* @summary List Configuration Resources
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	listConfigurationResources(options) {
		return SystemApiFp(this.configuration).listConfigurationResources(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Restores a previously backed up configuration. 
	* @summary Restore Configuration Backup
	* @param {Array<string>} resources List of resource identifiers to included in the backup and restore operations.
	* @param {File} body Backup file stream containing the configuration to restore.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	restoreConfiguration(resources, body, options) {
		return SystemApiFp(this.configuration).restoreConfiguration(resources, body, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Update the Wandelbots NOVA version and all attached services.  Sending this API Request will trigger an update of all NOVA services that are part of a cell. Previous cells and cell configurations will remain on the instance.  If the update fails, the previous Wandelbots NOVA version is restored. 
	* @summary Update Wandelbots NOVA version
	* @param {UpdateNovaVersionRequest} updateNovaVersionRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof SystemApi
	*/
	updateNovaVersion(updateNovaVersionRequest, options) {
		return SystemApiFp(this.configuration).updateNovaVersion(updateNovaVersionRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* TrajectoryCachingApi - axios parameter creator
* @export
*/
const TrajectoryCachingApiAxiosParamCreator = function(configuration) {
	return {
		addTrajectory: async (cell, controller, addTrajectoryRequest, options = {}) => {
			assertParamExists("addTrajectory", "cell", cell);
			assertParamExists("addTrajectory", "controller", controller);
			assertParamExists("addTrajectory", "addTrajectoryRequest", addTrajectoryRequest);
			const localVarPath = `/cells/{cell}/controllers/{controller}/trajectories`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(addTrajectoryRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		clearTrajectories: async (cell, controller, options = {}) => {
			assertParamExists("clearTrajectories", "cell", cell);
			assertParamExists("clearTrajectories", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/trajectories`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteTrajectory: async (cell, controller, trajectory, options = {}) => {
			assertParamExists("deleteTrajectory", "cell", cell);
			assertParamExists("deleteTrajectory", "controller", controller);
			assertParamExists("deleteTrajectory", "trajectory", trajectory);
			const localVarPath = `/cells/{cell}/controllers/{controller}/trajectories/{trajectory}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{trajectory}`, encodeURIComponent(String(trajectory)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getTrajectory: async (cell, controller, trajectory, options = {}) => {
			assertParamExists("getTrajectory", "cell", cell);
			assertParamExists("getTrajectory", "controller", controller);
			assertParamExists("getTrajectory", "trajectory", trajectory);
			const localVarPath = `/cells/{cell}/controllers/{controller}/trajectories/{trajectory}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{trajectory}`, encodeURIComponent(String(trajectory)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listTrajectories: async (cell, controller, options = {}) => {
			assertParamExists("listTrajectories", "cell", cell);
			assertParamExists("listTrajectories", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/trajectories`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* TrajectoryCachingApi - functional programming interface
* @export
*/
const TrajectoryCachingApiFp = function(configuration) {
	const localVarAxiosParamCreator = TrajectoryCachingApiAxiosParamCreator(configuration);
	return {
		async addTrajectory(cell, controller, addTrajectoryRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addTrajectory(cell, controller, addTrajectoryRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryCachingApi.addTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async clearTrajectories(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearTrajectories(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryCachingApi.clearTrajectories"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteTrajectory(cell, controller, trajectory, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteTrajectory(cell, controller, trajectory, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryCachingApi.deleteTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getTrajectory(cell, controller, trajectory, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getTrajectory(cell, controller, trajectory, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryCachingApi.getTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listTrajectories(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listTrajectories(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryCachingApi.listTrajectories"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* TrajectoryCachingApi - factory interface
* @export
*/
const TrajectoryCachingApiFactory = function(configuration, basePath, axios) {
	const localVarFp = TrajectoryCachingApiFp(configuration);
	return {
		addTrajectory(cell, controller, addTrajectoryRequest, options) {
			return localVarFp.addTrajectory(cell, controller, addTrajectoryRequest, options).then((request) => request(axios, basePath));
		},
		clearTrajectories(cell, controller, options) {
			return localVarFp.clearTrajectories(cell, controller, options).then((request) => request(axios, basePath));
		},
		deleteTrajectory(cell, controller, trajectory, options) {
			return localVarFp.deleteTrajectory(cell, controller, trajectory, options).then((request) => request(axios, basePath));
		},
		getTrajectory(cell, controller, trajectory, options) {
			return localVarFp.getTrajectory(cell, controller, trajectory, options).then((request) => request(axios, basePath));
		},
		listTrajectories(cell, controller, options) {
			return localVarFp.listTrajectories(cell, controller, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* TrajectoryCachingApi - object-oriented interface
* @export
* @class TrajectoryCachingApi
* @extends {BaseAPI}
*/
var TrajectoryCachingApi = class extends BaseAPI {
	/**
	* Loads and validates the data of a trajectory into the execution cache, rendering the trajectory executable.  <!-- theme: info -->  > #### NOTE > > Using the trajectory cache is an optional performance optimization. It is not necessary to use the cache to execute trajectories.  The response contains the result of the validation of the trajectory.  Validation can lead to three different results: - Fully valid: The whole trajectory can be executed from start to end. The response will contain an unique identifier which is used to move the robot. - Partially valid: Only parts of the trajectory can be executed. The response will contain an unique identifier to move the robot   and information about the failure for the part that is not executable. - Invalid: The trajectory can not be executed. The response will tell you the reason of failure.  If the trajectory is at least partially valid, the parts of the trajectory that are valid can be executed using the [executeTrajectory](executeTrajectory) endpoint.  The workflow is as follows:   - Generate a trajectory with [planTrajectory](planTrajectory) or your own motion planner,   - Send the trajectory to this endpoint to validate it and get a unique identifier for it,   - The unique identifier will appear in the list of available trajectories, see [listTrajectories](listTrajectories) endpoint, if it is at least partially executable.   - Execute your trajectory using the [executeTrajectory](executeTrajectory) endpoint. 
	* @summary Add Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {AddTrajectoryRequest} addTrajectoryRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryCachingApi
	*/
	addTrajectory(cell, controller, addTrajectoryRequest, options) {
		return TrajectoryCachingApiFp(this.configuration).addTrajectory(cell, controller, addTrajectoryRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Clear the trajectory cache.
	* @summary Clear Trajectories
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryCachingApi
	*/
	clearTrajectories(cell, controller, options) {
		return TrajectoryCachingApiFp(this.configuration).clearTrajectories(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete a previously created trajectory from cache.  Use [listTrajectories](listTrajectories) to list all cached trajectories. Trajectories are removed automatically if the motion group or the corresponding controller is disconnected. 
	* @summary Delete Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} trajectory This represents the unique identifier of a trajectory. Every executable or partially executable trajectory is cached and an unique identifier is returned. Indicate the unique identifier to execute the trajectory or retrieve information on the trajectory. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryCachingApi
	*/
	deleteTrajectory(cell, controller, trajectory, options) {
		return TrajectoryCachingApiFp(this.configuration).deleteTrajectory(cell, controller, trajectory, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get a previously created trajectory from cache.  Use [listTrajectories](listTrajectories) to list all cached trajectories. 
	* @summary Get Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} trajectory This represents the unique identifier of a trajectory. Every executable or partially executable trajectory is cached and an unique identifier is returned. Indicate the unique identifier to execute the trajectory or retrieve information on the trajectory. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryCachingApi
	*/
	getTrajectory(cell, controller, trajectory, options) {
		return TrajectoryCachingApiFp(this.configuration).getTrajectory(cell, controller, trajectory, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List currently cached trajectories.  Use [addTrajectory](addTrajectory) to add a new trajectory. Adding trajectories is necessary to execute them. Trajectories are removed if the corresponding motion group or controller disconnects. 
	* @summary List Trajectories
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryCachingApi
	*/
	listTrajectories(cell, controller, options) {
		return TrajectoryCachingApiFp(this.configuration).listTrajectories(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* TrajectoryExecutionApi - axios parameter creator
* @export
*/
const TrajectoryExecutionApiAxiosParamCreator = function(configuration) {
	return { executeTrajectory: async (cell, controller, executeTrajectoryRequest, options = {}) => {
		assertParamExists("executeTrajectory", "cell", cell);
		assertParamExists("executeTrajectory", "controller", controller);
		assertParamExists("executeTrajectory", "executeTrajectoryRequest", executeTrajectoryRequest);
		const localVarPath = `/cells/{cell}/controllers/{controller}/execution/trajectory`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
		const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
		let baseOptions;
		if (configuration) baseOptions = configuration.baseOptions;
		const localVarRequestOptions = {
			method: "GET",
			...baseOptions,
			...options
		};
		const localVarHeaderParameter = {};
		const localVarQueryParameter = {};
		setBasicAuthToObject(localVarRequestOptions, configuration);
		await setBearerAuthToObject(localVarHeaderParameter, configuration);
		localVarHeaderParameter["Content-Type"] = "application/json";
		setSearchParams(localVarUrlObj, localVarQueryParameter);
		let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
		localVarRequestOptions.headers = {
			...localVarHeaderParameter,
			...headersFromBaseOptions,
			...options.headers
		};
		localVarRequestOptions.data = serializeDataIfNeeded(executeTrajectoryRequest, localVarRequestOptions, configuration);
		return {
			url: toPathString(localVarUrlObj),
			options: localVarRequestOptions
		};
	} };
};
/**
* TrajectoryExecutionApi - functional programming interface
* @export
*/
const TrajectoryExecutionApiFp = function(configuration) {
	const localVarAxiosParamCreator = TrajectoryExecutionApiAxiosParamCreator(configuration);
	return { async executeTrajectory(cell, controller, executeTrajectoryRequest, options) {
		const localVarAxiosArgs = await localVarAxiosParamCreator.executeTrajectory(cell, controller, executeTrajectoryRequest, options);
		const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
		const localVarOperationServerBasePath = operationServerMap["TrajectoryExecutionApi.executeTrajectory"]?.[localVarOperationServerIndex]?.url;
		return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
	} };
};
/**
* TrajectoryExecutionApi - factory interface
* @export
*/
const TrajectoryExecutionApiFactory = function(configuration, basePath, axios) {
	const localVarFp = TrajectoryExecutionApiFp(configuration);
	return { executeTrajectory(cell, controller, executeTrajectoryRequest, options) {
		return localVarFp.executeTrajectory(cell, controller, executeTrajectoryRequest, options).then((request) => request(axios, basePath));
	} };
};
/**
* TrajectoryExecutionApi - object-oriented interface
* @export
* @class TrajectoryExecutionApi
* @extends {BaseAPI}
*/
var TrajectoryExecutionApi = class extends BaseAPI {
	/**
	* <!-- theme: success -->  > Websocket endpoint  Provides execution control over a previously [planned trajectory](planTrajectory). Enables the caller to attach input/output actions to the trajectory.  ### Movement behavior  | Virtual controller | Physical controller | |------------------|-------------------| | Desired joint configurations are commanded to each motion group and **applied immediately** | Move to desired **actual joint configuration**, **if possible** |  ### Concept of location    - The location or path parameter specifies the exact position along a trajectory.   - The location is a scalar value that ranges from 0 to `n`, where `n` denotes the number of motion commands, or trajectory segments, e.g., line, p2p, etc. See [planTrajectory](planTrajectory).   - Each integer value of the location corresponds to one motion command, e.g., 3.0 to 3.999 could be a line.  ### Preconditions  - The motion group\'s control mode is not claimed by any other endpoint. - The motion group\'s joint position are at start location specified with `InitializeMovementRequest`. - Use [executeToTrajectory](executeToTrajectory) to move the robot to the start location.  ### Requests  #### 1. Send `InitializeMovementRequest` to lock the trajectory to this connection   The following actions are executed:   - Sets robot controller mode to control mode,   - Sets start location of the execution    Keep in mind that only a single trajectory can be locked to a websocket connection at a time and not unlocked anymore.   To execute another trajectory, a new connection must be established.  #### 2. Send `StartMovementRequest` to start the movement  Sets direction of movement, default is forward.  #### **Optional**  - To pause, send `PauseMovementRequest` before the movement has reached its end location. - Change the movement\'s velocity with `PlaybackSpeedRequest` after initializing the movement with `InitializeMovementRequest`.  ### Responses  - `InitializeMovementResponse` is sent to signal the success or failure of the `InitializeMovementRequest`. - Movement responses are streamed after a `StartMovementRequest` successfully started the movement.   Movement responses are streamed in a rate that is defined as the multiple of the controller step-rate closest to   but not exceeding the rate configured by `InitializeMovementRequest`. - Standstill response is sent once the movement has finished or has come to a standstill due to a pause. - `PauseMovementResponse` is sent to signal the success of the `PauseMovementRequest`. It does not signal the end of the movement.   End of movement is signaled by Standstill response. - `PlaybackSpeedResponse` is sent to signal the success of the `PlaybackSpeedRequest`. - `MovementError` with error details is sent in case of an unexpected error, e.g., controller disconnects during movement.  ### Tips and Tricks  - A movement can be paused and resumed by sending `PauseMovementRequest` and `StartMovementRequest`. - Send `PlaybackSpeedRequest` before `StartMovementRequest` to reduce the velocity of the movement before it starts. - Send `PlaybackSpeedRequest` repeatedly to implement a slider. The velocity of the motion group can be adjusted with each controller step. Therefore, if your app needs a slider-like UI to alter the velocity of a currently running movement, you can send `PlaybackSpeedRequest` with different speed values repeatedly during the movement. - A closed trajectory (end and start joint position are equal) can be repeated by sending `StartMovementRequest` after the movement has finished. 
	* @summary Execute Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {ExecuteTrajectoryRequest} executeTrajectoryRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryExecutionApi
	*/
	executeTrajectory(cell, controller, executeTrajectoryRequest, options) {
		return TrajectoryExecutionApiFp(this.configuration).executeTrajectory(cell, controller, executeTrajectoryRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* TrajectoryPlanningApi - axios parameter creator
* @export
*/
const TrajectoryPlanningApiAxiosParamCreator = function(configuration) {
	return {
		planCollisionFree: async (cell, planCollisionFreeRequest, options = {}) => {
			assertParamExists("planCollisionFree", "cell", cell);
			assertParamExists("planCollisionFree", "planCollisionFreeRequest", planCollisionFreeRequest);
			const localVarPath = `/cells/{cell}/trajectory-planning/plan-collision-free`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(planCollisionFreeRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		planTrajectory: async (cell, planTrajectoryRequest, options = {}) => {
			assertParamExists("planTrajectory", "cell", cell);
			assertParamExists("planTrajectory", "planTrajectoryRequest", planTrajectoryRequest);
			const localVarPath = `/cells/{cell}/trajectory-planning/plan-trajectory`.replace(`{cell}`, encodeURIComponent(String(cell)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "POST",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(planTrajectoryRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* TrajectoryPlanningApi - functional programming interface
* @export
*/
const TrajectoryPlanningApiFp = function(configuration) {
	const localVarAxiosParamCreator = TrajectoryPlanningApiAxiosParamCreator(configuration);
	return {
		async planCollisionFree(cell, planCollisionFreeRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planCollisionFree(cell, planCollisionFreeRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryPlanningApi.planCollisionFree"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async planTrajectory(cell, planTrajectoryRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planTrajectory(cell, planTrajectoryRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["TrajectoryPlanningApi.planTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* TrajectoryPlanningApi - factory interface
* @export
*/
const TrajectoryPlanningApiFactory = function(configuration, basePath, axios) {
	const localVarFp = TrajectoryPlanningApiFp(configuration);
	return {
		planCollisionFree(cell, planCollisionFreeRequest, options) {
			return localVarFp.planCollisionFree(cell, planCollisionFreeRequest, options).then((request) => request(axios, basePath));
		},
		planTrajectory(cell, planTrajectoryRequest, options) {
			return localVarFp.planTrajectory(cell, planTrajectoryRequest, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* TrajectoryPlanningApi - object-oriented interface
* @export
* @class TrajectoryPlanningApi
* @extends {BaseAPI}
*/
var TrajectoryPlanningApi = class extends BaseAPI {
	/**
	* Plans a collision-free trajectory for a single motion group using point-to-point (PTP) motions.  This endpoint is specifically designed for collision-free path planning algorithms that find a trajectory from a start joint position to a target position while avoiding obstacles.  Use the following workflow to execute a planned collision-free trajectory: 1. Plan a collision-free trajectory. 2. Optional: Load the planned trajectory into the cache using the [addTrajectory](addTrajectory) endpoint. 3. Execute the (cached) trajectory using the [executeTrajectory](executeTrajectory) endpoint.  If the trajectory planning fails due to collision or algorithm constraints, the response will contain error information about the failure. 
	* @summary Plan Collision-Free Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlanCollisionFreeRequest} planCollisionFreeRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryPlanningApi
	*/
	planCollisionFree(cell, planCollisionFreeRequest, options) {
		return TrajectoryPlanningApiFp(this.configuration).planCollisionFree(cell, planCollisionFreeRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Plans a new trajectory for a single motion group.  Describe the trajectory as a sequence of motion commands that the robots TCP should follow.  Use the following workflow to execute a planned trajectory: 1. Plan a trajectory. 2. Optional: Load the planned trajectory into the cache using the [addTrajectory](addTrajectory) endpoint. 3. Execute the (cached) trajectory using the [executeTrajectory](executeTrajectory) endpoint.  If the trajectory is not executable, the response will contain the joint trajectory up until the error, e.g., all samples until a collision occurs.   <!-- theme: info -->  > #### Exception > > If a CartesianPTP or JointPTP motion command has an invalid target, the response will contain the trajectory up until the start of the invalid PTP motion. 
	* @summary Plan Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlanTrajectoryRequest} planTrajectoryRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof TrajectoryPlanningApi
	*/
	planTrajectory(cell, planTrajectoryRequest, options) {
		return TrajectoryPlanningApiFp(this.configuration).planTrajectory(cell, planTrajectoryRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* VirtualControllerApi - axios parameter creator
* @export
*/
const VirtualControllerApiAxiosParamCreator = function(configuration) {
	return {
		addVirtualControllerCoordinateSystem: async (cell, controller, coordinateSystem, coordinateSystemData, options = {}) => {
			assertParamExists("addVirtualControllerCoordinateSystem", "cell", cell);
			assertParamExists("addVirtualControllerCoordinateSystem", "controller", controller);
			assertParamExists("addVirtualControllerCoordinateSystem", "coordinateSystem", coordinateSystem);
			assertParamExists("addVirtualControllerCoordinateSystem", "coordinateSystemData", coordinateSystemData);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(coordinateSystemData, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		addVirtualControllerTcp: async (cell, controller, motionGroup, tcp, robotTcpData, options = {}) => {
			assertParamExists("addVirtualControllerTcp", "cell", cell);
			assertParamExists("addVirtualControllerTcp", "controller", controller);
			assertParamExists("addVirtualControllerTcp", "motionGroup", motionGroup);
			assertParamExists("addVirtualControllerTcp", "tcp", tcp);
			assertParamExists("addVirtualControllerTcp", "robotTcpData", robotTcpData);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/tcps/{tcp}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup))).replace(`{tcp}`, encodeURIComponent(String(tcp)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(robotTcpData, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteVirtualControllerCoordinateSystem: async (cell, controller, coordinateSystem, deleteDependent, options = {}) => {
			assertParamExists("deleteVirtualControllerCoordinateSystem", "cell", cell);
			assertParamExists("deleteVirtualControllerCoordinateSystem", "controller", controller);
			assertParamExists("deleteVirtualControllerCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (deleteDependent !== void 0) localVarQueryParameter["delete_dependent"] = deleteDependent;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteVirtualControllerTcp: async (cell, controller, motionGroup, tcp, options = {}) => {
			assertParamExists("deleteVirtualControllerTcp", "cell", cell);
			assertParamExists("deleteVirtualControllerTcp", "controller", controller);
			assertParamExists("deleteVirtualControllerTcp", "motionGroup", motionGroup);
			assertParamExists("deleteVirtualControllerTcp", "tcp", tcp);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/tcps/{tcp}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup))).replace(`{tcp}`, encodeURIComponent(String(tcp)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "DELETE",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getEmergencyStop: async (cell, controller, options = {}) => {
			assertParamExists("getEmergencyStop", "cell", cell);
			assertParamExists("getEmergencyStop", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/emergency-stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getMotionGroupState: async (cell, controller, motionGroup, options = {}) => {
			assertParamExists("getMotionGroupState", "cell", cell);
			assertParamExists("getMotionGroupState", "controller", controller);
			assertParamExists("getMotionGroupState", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/state`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getMotionGroups: async (cell, controller, options = {}) => {
			assertParamExists("getMotionGroups", "cell", cell);
			assertParamExists("getMotionGroups", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getOperationMode: async (cell, controller, options = {}) => {
			assertParamExists("getOperationMode", "cell", cell);
			assertParamExists("getOperationMode", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/operationmode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getVirtualControllerMounting: async (cell, controller, motionGroup, options = {}) => {
			assertParamExists("getVirtualControllerMounting", "cell", cell);
			assertParamExists("getVirtualControllerMounting", "controller", controller);
			assertParamExists("getVirtualControllerMounting", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/mounting`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listVirtualControllerCoordinateSystems: async (cell, controller, options = {}) => {
			assertParamExists("listVirtualControllerCoordinateSystems", "cell", cell);
			assertParamExists("listVirtualControllerCoordinateSystems", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listVirtualControllerTcps: async (cell, controller, motionGroup, options = {}) => {
			assertParamExists("listVirtualControllerTcps", "cell", cell);
			assertParamExists("listVirtualControllerTcps", "controller", controller);
			assertParamExists("listVirtualControllerTcps", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/tcps`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setEmergencyStop: async (cell, controller, active, options = {}) => {
			assertParamExists("setEmergencyStop", "cell", cell);
			assertParamExists("setEmergencyStop", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/emergency-stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (active !== void 0) localVarQueryParameter["active"] = active;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setMotionGroupState: async (cell, controller, motionGroup, motionGroupJoints, options = {}) => {
			assertParamExists("setMotionGroupState", "cell", cell);
			assertParamExists("setMotionGroupState", "controller", controller);
			assertParamExists("setMotionGroupState", "motionGroup", motionGroup);
			assertParamExists("setMotionGroupState", "motionGroupJoints", motionGroupJoints);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/state`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(motionGroupJoints, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setOperationMode: async (cell, controller, mode, options = {}) => {
			assertParamExists("setOperationMode", "cell", cell);
			assertParamExists("setOperationMode", "controller", controller);
			assertParamExists("setOperationMode", "mode", mode);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/operationmode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (mode !== void 0) localVarQueryParameter["mode"] = mode;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setVirtualControllerMounting: async (cell, controller, motionGroup, coordinateSystem, options = {}) => {
			assertParamExists("setVirtualControllerMounting", "cell", cell);
			assertParamExists("setVirtualControllerMounting", "controller", controller);
			assertParamExists("setVirtualControllerMounting", "motionGroup", motionGroup);
			assertParamExists("setVirtualControllerMounting", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/motion-groups/{motion-group}/mounting`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(coordinateSystem, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* VirtualControllerApi - functional programming interface
* @export
*/
const VirtualControllerApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualControllerApiAxiosParamCreator(configuration);
	return {
		async addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.addVirtualControllerCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.addVirtualControllerTcp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.deleteVirtualControllerCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.deleteVirtualControllerTcp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getEmergencyStop(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getEmergencyStop(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.getEmergencyStop"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroupState(cell, controller, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupState(cell, controller, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.getMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroups(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroups(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.getMotionGroups"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getOperationMode(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getOperationMode(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.getOperationMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualControllerMounting(cell, controller, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualControllerMounting(cell, controller, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.getVirtualControllerMounting"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listVirtualControllerCoordinateSystems(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listVirtualControllerCoordinateSystems(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.listVirtualControllerCoordinateSystems"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listVirtualControllerTcps(cell, controller, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listVirtualControllerTcps(cell, controller, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.listVirtualControllerTcps"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setEmergencyStop(cell, controller, active, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setEmergencyStop(cell, controller, active, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.setEmergencyStop"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.setMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setOperationMode(cell, controller, mode, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setOperationMode(cell, controller, mode, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.setOperationMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerApi.setVirtualControllerMounting"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualControllerApi - factory interface
* @export
*/
const VirtualControllerApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualControllerApiFp(configuration);
	return {
		addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options) {
			return localVarFp.addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options).then((request) => request(axios, basePath));
		},
		addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options) {
			return localVarFp.addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options).then((request) => request(axios, basePath));
		},
		deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
			return localVarFp.deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options).then((request) => request(axios, basePath));
		},
		deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options) {
			return localVarFp.deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options).then((request) => request(axios, basePath));
		},
		getEmergencyStop(cell, controller, options) {
			return localVarFp.getEmergencyStop(cell, controller, options).then((request) => request(axios, basePath));
		},
		getMotionGroupState(cell, controller, motionGroup, options) {
			return localVarFp.getMotionGroupState(cell, controller, motionGroup, options).then((request) => request(axios, basePath));
		},
		getMotionGroups(cell, controller, options) {
			return localVarFp.getMotionGroups(cell, controller, options).then((request) => request(axios, basePath));
		},
		getOperationMode(cell, controller, options) {
			return localVarFp.getOperationMode(cell, controller, options).then((request) => request(axios, basePath));
		},
		getVirtualControllerMounting(cell, controller, motionGroup, options) {
			return localVarFp.getVirtualControllerMounting(cell, controller, motionGroup, options).then((request) => request(axios, basePath));
		},
		listVirtualControllerCoordinateSystems(cell, controller, options) {
			return localVarFp.listVirtualControllerCoordinateSystems(cell, controller, options).then((request) => request(axios, basePath));
		},
		listVirtualControllerTcps(cell, controller, motionGroup, options) {
			return localVarFp.listVirtualControllerTcps(cell, controller, motionGroup, options).then((request) => request(axios, basePath));
		},
		setEmergencyStop(cell, controller, active, options) {
			return localVarFp.setEmergencyStop(cell, controller, active, options).then((request) => request(axios, basePath));
		},
		setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options) {
			return localVarFp.setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options).then((request) => request(axios, basePath));
		},
		setOperationMode(cell, controller, mode, options) {
			return localVarFp.setOperationMode(cell, controller, mode, options).then((request) => request(axios, basePath));
		},
		setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options) {
			return localVarFp.setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualControllerApi - object-oriented interface
* @export
* @class VirtualControllerApi
* @extends {BaseAPI}
*/
var VirtualControllerApi = class extends BaseAPI {
	/**
	* Adds a coordinate system to the robot controller.  <!-- theme: info -->  > #### NOTE > > When a new coordinate system is added, the **virtual robot is restarted** to apply the new configuration. > > During this restart: > - Robot visualization can temporarily disappear or appear outdated in the UI. > - Coordinate system changes are not immediately visible in visualizations. > - All connections to virtual robot are closed and re-established, which introduces a short delay before the system is fully operational again. > > The API call itself does **not wait until the restart and re-synchronization are complete**. > This means that immediately after a successful response, the new coordinate system may not yet be available for visualization or program execution. 
	* @summary Add Coordinate Systems
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {CoordinateSystemData} coordinateSystemData 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options) {
		return VirtualControllerApiFp(this.configuration).addVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, coordinateSystemData, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Adds a new TCP or updates an existing TCP in the motion group.  The position and rotation values in the request body are defined within the flange\'s coordinate system.  > **NOTE** > > Ensure the TCP\'s position is within the robot\'s reach. Refer to the robot\'s documentation or data sheet for details like joint limits or reach.  <!-- theme: info -->  > #### NOTE > > When adding or updating a TCP, the **virtual robot is restarted** to apply the new configuration. > > During this restart: > - Robot visualization can temporarily disappear. > - The TCP may not be immediately visible or appear outdated in visualizations. > - All connections to virtual robot are closed and re-established, which introduces a short delay before the TCP is available for operation. > > The API call itself does **not wait until the restart and re-synchronization are complete**. > A successful response indicates that the request was accepted, but the TCP may not yet be visible nor usable. 
	* @summary Add TCP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {string} tcp The unique identifier of a TCP.
	* @param {RobotTcpData} robotTcpData 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options) {
		return VirtualControllerApiFp(this.configuration).addVirtualControllerTcp(cell, controller, motionGroup, tcp, robotTcpData, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deletes a coordinate system from the virtual controller. This will remove the coordinate system from the list of coordinate systems and also remove all dependent coordinate systems that use the deleted coordinate system as reference.  <!-- theme: info -->  > #### NOTE > > When a new coordinate system is removed, the **virtual robot is restarted** to apply the new configuration. > > During this restart: > - Robot visualization can temporarily disappear or appear outdated in the UI. > - Coordinate system changes are not immediately visible in visualizations. > - All connections to virtual robot are closed and re-established, which introduces a short delay before the system is fully operational again. > > The API call itself does **not wait until the restart and re-synchronization are complete**. > This means that immediately after a successful response, the new coordinate system may not yet be available for visualization or program execution. 
	* @summary Delete Coordinate System
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {boolean} [deleteDependent] If true, all dependent coordinate systems will be deleted as well.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
		return VirtualControllerApiFp(this.configuration).deleteVirtualControllerCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Removes the TCP (Tool Center Point) from the motion group. An unknown TCP is a valid input and will simply be ignored.  <!-- theme: info -->  > #### NOTE > > When removing a TCP, the **virtual robot is restarted** to apply the new configuration. > > During this restart: > - Robot visualization can temporarily disappear. > - The removal of the TCP may not be immediately visible or appear outdated in visualizations. > - All connections to virtual robot are closed and re-established, which introduces a short delay before the system is fully operational again. > > The API call itself does **not wait until the restart and re-synchronization are complete**. > A successful response indicates that the request was accepted, but the then used TCP may not yet be visible nor usable. 
	* @summary Remove TCP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {string} tcp The unique identifier of a TCP.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options) {
		return VirtualControllerApiFp(this.configuration).deleteVirtualControllerTcp(cell, controller, motionGroup, tcp, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Requests the Emergency Stop state of the virtual robot controller.  Use [getCurrentMotionGroupState](getCurrentMotionGroupState) to get the Emergency Stop state with `safety_state` regardless of the controller type.  > **NOTE** > > The Emergency Stop state can only be changed when using virtual robot controllers. 
	* @summary Get Emergency Stop State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	getEmergencyStop(cell, controller, options) {
		return VirtualControllerApiFp(this.configuration).getEmergencyStop(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current motion group state which provides values for the joints\' position, velocity and acceleration. 
	* @summary Get Motion Group State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	getMotionGroupState(cell, controller, motionGroup, options) {
		return VirtualControllerApiFp(this.configuration).getMotionGroupState(cell, controller, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Gets information on the motion group. 
	* @summary Motion Group Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	getMotionGroups(cell, controller, options) {
		return VirtualControllerApiFp(this.configuration).getMotionGroups(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Requests the operation mode of the virtual robot controller.  To get the operation mode regardless of the controller type, use [getCurrentMotionGroupState](getCurrentMotionGroupState).  > **NOTE** > > The operation mode can only be changed via API when using virtual robot controllers. 
	* @summary Get Operation Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	getOperationMode(cell, controller, options) {
		return VirtualControllerApiFp(this.configuration).getOperationMode(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Gets motion group mounting.  The motion group is based on the origin of the returned coordinate system. 
	* @summary Get Mounting
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	getVirtualControllerMounting(cell, controller, motionGroup, options) {
		return VirtualControllerApiFp(this.configuration).getVirtualControllerMounting(cell, controller, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all coordinate systems on the robot controller. 
	* @summary List Coordinate Systems
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	listVirtualControllerCoordinateSystems(cell, controller, options) {
		return VirtualControllerApiFp(this.configuration).listVirtualControllerCoordinateSystems(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists TCPs of the motion group.  An empty TCP list is valid, e.g., for external axes. 
	* @summary List TCPs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	listVirtualControllerTcps(cell, controller, motionGroup, options) {
		return VirtualControllerApiFp(this.configuration).listVirtualControllerTcps(cell, controller, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Activates or releases the Emergency Stop on the virtual robot controller.  Activating the Emergency Stop stops the execution of all motions. The stop is executed on physical controllers immediately not gracefully and not on paths.  Due to restricted physical behavior of the virtual robot controller, the Emergency Stop is executed on paths. To return to normal operation the Emergency Stop needs to be released.  Use [getCurrentMotionGroupState](getCurrentMotionGroupState) to get the Emergency Stop state with `safety_state` regardless of the controller type.  > **NOTE** > > The Emergency Stop state can only be changed via API when using virtual robot controllers. 
	* @summary Push or Release Emergency Stop
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {boolean} [active] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	setEmergencyStop(cell, controller, active, options) {
		return VirtualControllerApiFp(this.configuration).setEmergencyStop(cell, controller, active, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the values for joint position, joint velocity or joint acceleration of a motion group state.  The values are immediately applied to the joints of the motion group.  <!-- theme: info -->  > #### NOTE > > Only use the endpoint when the motion group is in monitor mode. If the motion group is controlled, currently jogging or planning motions, > the values are overridden by the controller or an error may occur. 
	* @summary Set Motion Group State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {MotionGroupJoints} motionGroupJoints 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options) {
		return VirtualControllerApiFp(this.configuration).setMotionGroupState(cell, controller, motionGroup, motionGroupJoints, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Changes the operation mode of the virtual robot controller to the specified value.  To get the operation mode regardless of the controller type, use [getCurrentMotionGroupState](getCurrentMotionGroupState).  > **NOTE** > > The operation mode can only be changed via API when using virtual robot controllers. 
	* @summary Set Operation Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {OperationMode} mode 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	setOperationMode(cell, controller, mode, options) {
		return VirtualControllerApiFp(this.configuration).setOperationMode(cell, controller, mode, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the motion group mounting by specifying a coordinate system.  The motion group will be based on the coordinate system\'s origin.  The coordinate system defines a transformation offset, which consists of: - A unique identifier - A user-facing name - An offset in another coordinate system, referenced by the unique identifier of the reference coordinate system.  <!-- theme: info -->  > #### Changing the mounting configuration is considered a setup change > > When the mounting is set to a new coordinate system, the **virtual robot is restarted** to apply the new configuration. > > During this restart: > - Robot visualization can temporarily disappear or not reflect the new mounting immediately. > - Motion group state and coordinate system alignment may not be immediately visible in visualizations. > - All connections to virtual robot are closed and re-established, which introduces a short delay before the system is fully operational again. > > The API call itself does **not wait until the restart and re-synchronization are complete**. > A successful response indicates that the request was accepted, but the updated mounting may not yet be visible. 
	* @summary Set Mounting
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} motionGroup The motion-group identifier.
	* @param {CoordinateSystem} coordinateSystem 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerApi
	*/
	setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options) {
		return VirtualControllerApiFp(this.configuration).setVirtualControllerMounting(cell, controller, motionGroup, coordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* VirtualControllerBehaviorApi - axios parameter creator
* @export
*/
const VirtualControllerBehaviorApiAxiosParamCreator = function(configuration) {
	return {
		externalJointsStream: async (cell, controller, externalJointStreamRequest, options = {}) => {
			assertParamExists("externalJointsStream", "cell", cell);
			assertParamExists("externalJointsStream", "controller", controller);
			assertParamExists("externalJointsStream", "externalJointStreamRequest", externalJointStreamRequest);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/external-joints-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(externalJointStreamRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getCycleTime: async (cell, controller, options = {}) => {
			assertParamExists("getCycleTime", "cell", cell);
			assertParamExists("getCycleTime", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/cycle-time`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getVirtualControllerBehavior: async (cell, controller, options = {}) => {
			assertParamExists("getVirtualControllerBehavior", "cell", cell);
			assertParamExists("getVirtualControllerBehavior", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/behavior`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setVirtualControllerBehavior: async (cell, controller, behavior, options = {}) => {
			assertParamExists("setVirtualControllerBehavior", "cell", cell);
			assertParamExists("setVirtualControllerBehavior", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/behavior`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (behavior !== void 0) localVarQueryParameter["behavior"] = behavior;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* VirtualControllerBehaviorApi - functional programming interface
* @export
*/
const VirtualControllerBehaviorApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualControllerBehaviorApiAxiosParamCreator(configuration);
	return {
		async externalJointsStream(cell, controller, externalJointStreamRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.externalJointsStream(cell, controller, externalJointStreamRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerBehaviorApi.externalJointsStream"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCycleTime(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCycleTime(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerBehaviorApi.getCycleTime"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualControllerBehavior(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualControllerBehavior(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerBehaviorApi.getVirtualControllerBehavior"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setVirtualControllerBehavior(cell, controller, behavior, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setVirtualControllerBehavior(cell, controller, behavior, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerBehaviorApi.setVirtualControllerBehavior"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualControllerBehaviorApi - factory interface
* @export
*/
const VirtualControllerBehaviorApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualControllerBehaviorApiFp(configuration);
	return {
		externalJointsStream(cell, controller, externalJointStreamRequest, options) {
			return localVarFp.externalJointsStream(cell, controller, externalJointStreamRequest, options).then((request) => request(axios, basePath));
		},
		getCycleTime(cell, controller, options) {
			return localVarFp.getCycleTime(cell, controller, options).then((request) => request(axios, basePath));
		},
		getVirtualControllerBehavior(cell, controller, options) {
			return localVarFp.getVirtualControllerBehavior(cell, controller, options).then((request) => request(axios, basePath));
		},
		setVirtualControllerBehavior(cell, controller, behavior, options) {
			return localVarFp.setVirtualControllerBehavior(cell, controller, behavior, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualControllerBehaviorApi - object-oriented interface
* @export
* @class VirtualControllerBehaviorApi
* @extends {BaseAPI}
*/
var VirtualControllerBehaviorApi = class extends BaseAPI {
	/**
	* <!-- theme: success -->  > Websocket endpoint  Sends the **commanded** state, e.g., joint positions, velocities, accelerations, torques, for each motion group of the virtual controller and sets the joint configuration.  Use [planTrajectory](planTrajectory) and [executeTrajectory](executeTrajectory) to move motion groups on virtual controllers.  Learn more about the [movement behavior of virtual controllers in comparison to physical controllers](executeTrajectory#movement-behavior).  > **NOTE** > > Incoming joint configurations are not visualized and their velocity limits are not checked.  #### Use cases  1. Creating a robotic application that dynamically adapts to the configured joints on the robot controller, using this stream to feed new joint configurations back to the motion groups.\\     The stream only sends data to the robot controller if a motion is executed.\\     If the robot controller\'s joint configuration differs too much from the incoming joint configuration, a following error occurs.     Joint configurations that result in following errors are executed only for motions with a low velocity.  2. Mimic freedrive motions.     <!-- theme: danger -->      > **DANGER**     >     > If the incoming joint configuration is set to maximum velocity, the movement to reach this incoming joint configuration     > will be executed with maximum speed regardless of safety zones and mechanical limits. 
	* @summary Stream Joint Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {ExternalJointStreamRequest} externalJointStreamRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerBehaviorApi
	*/
	externalJointsStream(cell, controller, externalJointStreamRequest, options) {
		return VirtualControllerBehaviorApiFp(this.configuration).externalJointsStream(cell, controller, externalJointStreamRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the cycle time of controller communication in [ms]. 
	* @summary Get Cycle Time
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerBehaviorApi
	*/
	getCycleTime(cell, controller, options) {
		return VirtualControllerBehaviorApiFp(this.configuration).getCycleTime(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current virtual controller behavior.  See [setVirtualControllerBehavior](setVirtualControllerBehavior) and the body for details. 
	* @summary Get Behavior
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerBehaviorApi
	*/
	getVirtualControllerBehavior(cell, controller, options) {
		return VirtualControllerBehaviorApiFp(this.configuration).getVirtualControllerBehavior(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Set virtual controller behavior.  See query parameters for details. 
	* @summary Set Behavior
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Behavior} [behavior] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerBehaviorApi
	*/
	setVirtualControllerBehavior(cell, controller, behavior, options) {
		return VirtualControllerBehaviorApiFp(this.configuration).setVirtualControllerBehavior(cell, controller, behavior, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* VirtualControllerInputsOutputsApi - axios parameter creator
* @export
*/
const VirtualControllerInputsOutputsApiAxiosParamCreator = function(configuration) {
	return {
		listIOs: async (cell, controller, ios, options = {}) => {
			assertParamExists("listIOs", "cell", cell);
			assertParamExists("listIOs", "controller", controller);
			assertParamExists("listIOs", "ios", ios);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		listVirtualControllerIODescriptions: async (cell, controller, ios, direction, valueType, group, options = {}) => {
			assertParamExists("listVirtualControllerIODescriptions", "cell", cell);
			assertParamExists("listVirtualControllerIODescriptions", "controller", controller);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/ios/description`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "GET",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (ios) localVarQueryParameter["ios"] = ios;
			if (direction !== void 0) localVarQueryParameter["direction"] = direction;
			if (valueType !== void 0) localVarQueryParameter["value_type"] = valueType;
			if (group !== void 0) localVarQueryParameter["group"] = group;
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		setIOValues: async (cell, controller, iOValue, options = {}) => {
			assertParamExists("setIOValues", "cell", cell);
			assertParamExists("setIOValues", "controller", controller);
			assertParamExists("setIOValues", "iOValue", iOValue);
			const localVarPath = `/cells/{cell}/virtual-controllers/{controller}/ios/values`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
			const localVarUrlObj = new URL(localVarPath, DUMMY_BASE_URL);
			let baseOptions;
			if (configuration) baseOptions = configuration.baseOptions;
			const localVarRequestOptions = {
				method: "PUT",
				...baseOptions,
				...options
			};
			const localVarHeaderParameter = {};
			const localVarQueryParameter = {};
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			localVarHeaderParameter["Content-Type"] = "application/json";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(iOValue, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* VirtualControllerInputsOutputsApi - functional programming interface
* @export
*/
const VirtualControllerInputsOutputsApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualControllerInputsOutputsApiAxiosParamCreator(configuration);
	return {
		async listIOs(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIOs(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerInputsOutputsApi.listIOs"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerInputsOutputsApi.listVirtualControllerIODescriptions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setIOValues(cell, controller, iOValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setIOValues(cell, controller, iOValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualControllerInputsOutputsApi.setIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualControllerInputsOutputsApi - factory interface
* @export
*/
const VirtualControllerInputsOutputsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualControllerInputsOutputsApiFp(configuration);
	return {
		listIOs(cell, controller, ios, options) {
			return localVarFp.listIOs(cell, controller, ios, options).then((request) => request(axios, basePath));
		},
		listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options) {
			return localVarFp.listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options).then((request) => request(axios, basePath));
		},
		setIOValues(cell, controller, iOValue, options) {
			return localVarFp.setIOValues(cell, controller, iOValue, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualControllerInputsOutputsApi - object-oriented interface
* @export
* @class VirtualControllerInputsOutputsApi
* @extends {BaseAPI}
*/
var VirtualControllerInputsOutputsApi = class extends BaseAPI {
	/**
	* Retrieves the current values of inputs/outputs of the virtual controller.  The identifiers of inputs/outputs must be provided in the request. Request all available input/output identifiers via [listVirtualControllerIODescriptions](listVirtualControllerIODescriptions). 
	* @summary Get Input/Output Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} ios 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerInputsOutputsApi
	*/
	listIOs(cell, controller, ios, options) {
		return VirtualControllerInputsOutputsApiFp(this.configuration).listIOs(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists the input/output descriptions of the virtual robot controller.   The input/output descriptions contain information like name, type and unit.\\ Available inputs/outputs are defined by the virtual robot controller.\\ Each input/output has a unique identifier. - If no identifiers and no filters are specified in the request, all available inputs/outputs are retrieved by this endpoint. - If a filter, e.g., `direction`, `value_type`, `group` is applied, only matching inputs/outputs are returned. 
	* @summary List Descriptions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {IODirection} [direction] Return only inputs/outputs with the specified direction. 
	* @param {IOValueType} [valueType] Return only inputs/outputs with the specified value type. 
	* @param {string} [group] Return only inputs/outputs from the specified group. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerInputsOutputsApi
	*/
	listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options) {
		return VirtualControllerInputsOutputsApiFp(this.configuration).listVirtualControllerIODescriptions(cell, controller, ios, direction, valueType, group, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets a list of values of a virtual controller inputs/outputs. 
	* @summary Set Input/Ouput Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<IOValue>} iOValue 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualControllerInputsOutputsApi
	*/
	setIOValues(cell, controller, iOValue, options) {
		return VirtualControllerInputsOutputsApiFp(this.configuration).setIOValues(cell, controller, iOValue, options).then((request) => request(this.axios, this.basePath));
	}
};

//#endregion
//#region v2/configuration.ts
var Configuration = class {
	constructor(param = {}) {
		_defineProperty(
			this,
			/**
			* parameter for apiKey security
			* @param name security name
			* @memberof Configuration
			*/
			"apiKey",
			void 0
		);
		_defineProperty(
			this,
			/**
			* parameter for basic security
			*
			* @type {string}
			* @memberof Configuration
			*/
			"username",
			void 0
		);
		_defineProperty(
			this,
			/**
			* parameter for basic security
			*
			* @type {string}
			* @memberof Configuration
			*/
			"password",
			void 0
		);
		_defineProperty(
			this,
			/**
			* parameter for oauth2 security
			* @param name security name
			* @param scopes oauth2 scope
			* @memberof Configuration
			*/
			"accessToken",
			void 0
		);
		_defineProperty(
			this,
			/**
			* override base path
			*
			* @type {string}
			* @memberof Configuration
			*/
			"basePath",
			void 0
		);
		_defineProperty(
			this,
			/**
			* override server index
			*
			* @type {number}
			* @memberof Configuration
			*/
			"serverIndex",
			void 0
		);
		_defineProperty(
			this,
			/**
			* base options for axios calls
			*
			* @type {any}
			* @memberof Configuration
			*/
			"baseOptions",
			void 0
		);
		_defineProperty(
			this,
			/**
			* The FormData constructor that will be used to create multipart form data
			* requests. You can inject this here so that execution environments that
			* do not support the FormData class can still run the generated client.
			*
			* @type {new () => FormData}
			*/
			"formDataCtor",
			void 0
		);
		this.apiKey = param.apiKey;
		this.username = param.username;
		this.password = param.password;
		this.accessToken = param.accessToken;
		this.basePath = param.basePath;
		this.serverIndex = param.serverIndex;
		this.baseOptions = {
			headers: {
				...param.baseOptions?.headers,
				"User-Agent": "OpenAPI-Generator/typescript-axios"
			},
			...param.baseOptions
		};
		this.formDataCtor = param.formDataCtor;
	}
	/**
	* Check if the given MIME is a JSON MIME.
	* JSON MIME examples:
	*   application/json
	*   application/json; charset=UTF8
	*   APPLICATION/JSON
	*   application/vnd.company+json
	* @param mime - MIME (Multipurpose Internet Mail Extensions)
	* @return True if the given MIME is JSON, false otherwise.
	*/
	isJsonMime(mime) {
		return mime !== null && (new RegExp("^(application/json|[^;/ 	]+/[^;/ 	]+[+]json)[ 	]*(;.*)?$", "i").test(mime) || mime.toLowerCase() === "application/json-patch+json");
	}
};

//#endregion
export { AbbControllerKindEnum, ApplicationApi, ApplicationApiAxiosParamCreator, ApplicationApiFactory, ApplicationApiFp, BASE_PATH, BUSInputsOutputsApi, BUSInputsOutputsApiAxiosParamCreator, BUSInputsOutputsApiFactory, BUSInputsOutputsApiFp, BaseAPI, Behavior, BlendingAutoBlendingNameEnum, BlendingPositionBlendingNameEnum, BooleanValueValueTypeEnum, BoxBoxTypeEnum, BoxShapeTypeEnum, BusIOModbusClientBusTypeEnum, BusIOModbusServerBusTypeEnum, BusIOModbusTCPClientNetworkTypeEnum, BusIOModbusTCPServerNetworkTypeEnum, BusIOModbusVirtualBusTypeEnum, BusIOProfinetBusTypeEnum, BusIOProfinetVirtualBusTypeEnum, BusIOsStateEnum, COLLECTION_FORMATS, CapsuleShapeTypeEnum, CellApi, CellApiAxiosParamCreator, CellApiFactory, CellApiFp, Comparator, Configuration, ConfigurationArchiveStatusCreatingStatusEnum, ConfigurationArchiveStatusErrorStatusEnum, ConfigurationArchiveStatusSuccessStatusEnum, ControllerApi, ControllerApiAxiosParamCreator, ControllerApiFactory, ControllerApiFp, ControllerInputsOutputsApi, ControllerInputsOutputsApiAxiosParamCreator, ControllerInputsOutputsApiFactory, ControllerInputsOutputsApiFp, ConvexHullShapeTypeEnum, CylinderShapeTypeEnum, Direction, ErrorInvalidJointCountErrorFeedbackNameEnum, ErrorJointLimitExceededErrorFeedbackNameEnum, ErrorJointPositionCollisionErrorFeedbackNameEnum, ErrorMaxIterationsExceededErrorFeedbackNameEnum, FanucControllerKindEnum, FeedbackCollisionErrorFeedbackNameEnum, FeedbackJointLimitExceededErrorFeedbackNameEnum, FeedbackOutOfWorkspaceErrorFeedbackNameEnum, FeedbackSingularityErrorFeedbackNameEnum, FloatValueValueTypeEnum, IOBooleanValueValueTypeEnum, IODirection, IOFloatValueValueTypeEnum, IOIntegerValueValueTypeEnum, IOOrigin, IOValueType, InitializeJoggingRequestMessageTypeEnum, InitializeJoggingResponseKindEnum, InitializeMovementRequestMessageTypeEnum, InitializeMovementResponseKindEnum, IntegerValueValueTypeEnum, JoggingApi, JoggingApiAxiosParamCreator, JoggingApiFactory, JoggingApiFp, JoggingDetailsKindEnum, JoggingPausedByUserKindEnum, JoggingPausedNearCollisionKindEnum, JoggingPausedNearJointLimitKindEnum, JoggingPausedOnIOKindEnum, JoggingRunningKindEnum, JointVelocityRequestMessageTypeEnum, JointVelocityResponseKindEnum, KinematicsApi, KinematicsApiAxiosParamCreator, KinematicsApiFactory, KinematicsApiFp, KukaControllerKindEnum, LicenseApi, LicenseApiAxiosParamCreator, LicenseApiFactory, LicenseApiFp, LicenseStatusEnum, Manufacturer, MidpointInsertionAlgorithmAlgorithmNameEnum, ModbusIOArea, ModbusIOByteOrder, ModbusIOTypeEnum, MotionGroupApi, MotionGroupApiAxiosParamCreator, MotionGroupApiFactory, MotionGroupApiFp, MotionGroupModelsApi, MotionGroupModelsApiAxiosParamCreator, MotionGroupModelsApiFactory, MotionGroupModelsApiFp, MovementErrorResponseKindEnum, OperatingState, OperationMode, OrientationType, PathCartesianPTPPathDefinitionNameEnum, PathCirclePathDefinitionNameEnum, PathCubicSplinePathDefinitionNameEnum, PathJointPTPPathDefinitionNameEnum, PathLinePathDefinitionNameEnum, PauseJoggingRequestMessageTypeEnum, PauseJoggingResponseKindEnum, PauseMovementRequestMessageTypeEnum, PauseMovementResponseKindEnum, PlaneShapeTypeEnum, PlaybackSpeedRequestMessageTypeEnum, PlaybackSpeedResponseKindEnum, ProfinetIODirection, ProfinetIOTypeEnum, ProgramApi, ProgramApiAxiosParamCreator, ProgramApiFactory, ProgramApiFp, ProgramRunState, RRTConnectAlgorithmAlgorithmNameEnum, RectangleShapeTypeEnum, RectangularCapsuleShapeTypeEnum, ReleaseChannel, RequiredError, RobotSystemMode, SafetyStateType, ServiceGroup, ServiceStatusPhase, ServiceStatusSeverity, SettableRobotSystemMode, SingularityTypeEnum, SphereShapeTypeEnum, StartMovementRequestMessageTypeEnum, StartMovementResponseKindEnum, StoreCollisionComponentsApi, StoreCollisionComponentsApiAxiosParamCreator, StoreCollisionComponentsApiFactory, StoreCollisionComponentsApiFp, StoreCollisionSetupsApi, StoreCollisionSetupsApiAxiosParamCreator, StoreCollisionSetupsApiFactory, StoreCollisionSetupsApiFp, StoreObjectApi, StoreObjectApiAxiosParamCreator, StoreObjectApiFactory, StoreObjectApiFp, SystemApi, SystemApiAxiosParamCreator, SystemApiFactory, SystemApiFp, TcpVelocityRequestMessageTypeEnum, TcpVelocityResponseKindEnum, TrajectoryCachingApi, TrajectoryCachingApiAxiosParamCreator, TrajectoryCachingApiFactory, TrajectoryCachingApiFp, TrajectoryDataMessageTypeEnum, TrajectoryDetailsKindEnum, TrajectoryEndedKindEnum, TrajectoryExecutionApi, TrajectoryExecutionApiAxiosParamCreator, TrajectoryExecutionApiFactory, TrajectoryExecutionApiFp, TrajectoryIdMessageTypeEnum, TrajectoryPausedByUserKindEnum, TrajectoryPausedOnIOKindEnum, TrajectoryPlanningApi, TrajectoryPlanningApiAxiosParamCreator, TrajectoryPlanningApiFactory, TrajectoryPlanningApiFp, TrajectoryRunningKindEnum, TrajectoryWaitForIOKindEnum, UnitType, UniversalrobotsControllerKindEnum, VirtualControllerApi, VirtualControllerApiAxiosParamCreator, VirtualControllerApiFactory, VirtualControllerApiFp, VirtualControllerBehaviorApi, VirtualControllerBehaviorApiAxiosParamCreator, VirtualControllerBehaviorApiFactory, VirtualControllerBehaviorApiFp, VirtualControllerInputsOutputsApi, VirtualControllerInputsOutputsApiAxiosParamCreator, VirtualControllerInputsOutputsApiFactory, VirtualControllerInputsOutputsApiFp, VirtualControllerKindEnum, VirtualControllerTypes, YaskawaControllerKindEnum, operationServerMap };