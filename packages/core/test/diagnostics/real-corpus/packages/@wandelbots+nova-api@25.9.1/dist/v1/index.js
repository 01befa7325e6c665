import { _defineProperty } from "../defineProperty-CQ_RnIQg.js";
import globalAxios from "axios";

//#region v1/base.ts
const BASE_PATH = "/api/v1".replace(/\/+$/, "");
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
//#region v1/common.ts
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
//#region v1/api.ts
const AbbControllerKindEnum = { AbbController: "AbbController" };
/**
* ## BEHAVIOR_AUTOMATIC This is the default behavior. The motion group instantly takes any commanded joint configuration as actual joint state. Configures the compliance of the virtual robot with the normal ControllerState cycle time. If set, the virtual robot will act like a physical one, e.g. with a cycle time of 8ms to respond to a new joint state command. ## BEHAVIOR_AUTOMATIC_NOT_COMPLY_WITH_CYCLETIME Configures the compliance of the virtual robot with the normal ControllerState cycle time. If set, the robot will respond as fast as possible, limited only by software execution speed. Because of that the execution of a movement requires less time than with BEHAVIOR_AUTOMATIC. ## BEHAVIOR_EXTERNAL_SOURCE The external client is the only source of actual joint state changes. This mode is used to enable third party software indicating the current joint state via [externalJointsStream](externalJointsStream). 
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
const BoxTypeEnum = {
	TypeHollow: "TYPE_HOLLOW",
	TypeFull: "TYPE_FULL"
};
const Box2ShapeTypeEnum = { Box: "box" };
const Box2BoxTypeEnum = {
	Hollow: "HOLLOW",
	Full: "FULL"
};
const Box3ShapeTypeEnum = { Box: "box" };
const Box3TypeEnum = {
	Hollow: "HOLLOW",
	Full: "FULL"
};
const Capsule2ShapeTypeEnum = { Capsule: "capsule" };
const Capsule3ShapeTypeEnum = { Capsule: "capsule" };
/**
* Comparator for the comparison of two values. The comparator is used to compare two values and return a boolean result. The default comparator is unknown. 
* @export
* @enum {string}
*/
const Comparator = {
	ComparatorUnknown: "COMPARATOR_UNKNOWN",
	ComparatorEquals: "COMPARATOR_EQUALS",
	ComparatorNotEquals: "COMPARATOR_NOT_EQUALS",
	ComparatorGreater: "COMPARATOR_GREATER",
	ComparatorGreaterEqual: "COMPARATOR_GREATER_EQUAL",
	ComparatorLess: "COMPARATOR_LESS",
	ComparatorLessEqual: "COMPARATOR_LESS_EQUAL"
};
const ConvexHull2ShapeTypeEnum = { ConvexHull: "convex_hull" };
const ConvexHull3ShapeTypeEnum = { ConvexHull: "convex_hull" };
const Cylinder2ShapeTypeEnum = { Cylinder: "cylinder" };
const Cylinder3ShapeTypeEnum = { Cylinder: "cylinder" };
/**
* The direction in which the trajectory is executed. Default: Forward.
* @export
* @enum {string}
*/
const Direction = {
	DirectionForward: "DIRECTION_FORWARD",
	DirectionBackward: "DIRECTION_BACKWARD"
};
const FanucControllerKindEnum = { FanucController: "FanucController" };
const FeedbackCollisionErrorFeedbackNameEnum = { FeedbackCollision: "FeedbackCollision" };
const FeedbackJointLimitExceededErrorFeedbackNameEnum = { FeedbackJointLimitExceeded: "FeedbackJointLimitExceeded" };
const FeedbackOutOfWorkspaceErrorFeedbackNameEnum = { FeedbackOutOfWorkspace: "FeedbackOutOfWorkspace" };
const FeedbackSingularityErrorFeedbackNameEnum = { FeedbackSingularity: "FeedbackSingularity" };
const IODirectionEnum = {
	ControllerIn: "ControllerIn",
	ControllerOut: "ControllerOut"
};
const IODescriptionTypeEnum = {
	IoTypeInput: "IO_TYPE_INPUT",
	IoTypeOutput: "IO_TYPE_OUTPUT"
};
const IODescriptionValueTypeEnum = {
	IoValueDigital: "IO_VALUE_DIGITAL",
	IoValueAnalogFloating: "IO_VALUE_ANALOG_FLOATING",
	IoValueAnalogInteger: "IO_VALUE_ANALOG_INTEGER"
};
const IODescriptionUnitEnum = {
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
const JoggingResponseMovementStateEnum = {
	MovementStateUnknown: "MOVEMENT_STATE_UNKNOWN",
	MovementStateError: "MOVEMENT_STATE_ERROR",
	MovementStateMoving: "MOVEMENT_STATE_MOVING",
	MovementStateStopByRequest: "MOVEMENT_STATE_STOP_BY_REQUEST",
	MovementStateJointLimitReached: "MOVEMENT_STATE_JOINT_LIMIT_REACHED",
	MovementStateStopForIo: "MOVEMENT_STATE_STOP_FOR_IO",
	MovementStateStopForForceLimit: "MOVEMENT_STATE_STOP_FOR_FORCE_LIMIT"
};
const JointLimitJointEnum = {
	JointnameAxisInvalid: "JOINTNAME_AXIS_INVALID",
	JointnameAxis1: "JOINTNAME_AXIS_1",
	JointnameAxis2: "JOINTNAME_AXIS_2",
	JointnameAxis3: "JOINTNAME_AXIS_3",
	JointnameAxis4: "JOINTNAME_AXIS_4",
	JointnameAxis5: "JOINTNAME_AXIS_5",
	JointnameAxis6: "JOINTNAME_AXIS_6",
	JointnameAxis7: "JOINTNAME_AXIS_7",
	JointnameAxis8: "JOINTNAME_AXIS_8",
	JointnameAxis9: "JOINTNAME_AXIS_9",
	JointnameAxis10: "JOINTNAME_AXIS_10",
	JointnameAxis11: "JOINTNAME_AXIS_11",
	JointnameAxis12: "JOINTNAME_AXIS_12"
};
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
const OpModeModeEnum = {
	OperationModeManual: "OPERATION_MODE_MANUAL",
	OperationModeAuto: "OPERATION_MODE_AUTO"
};
const PathCartesianPTPPathDefinitionNameEnum = { PathCartesianPtp: "PathCartesianPTP" };
const PathCirclePathDefinitionNameEnum = { PathCircle: "PathCircle" };
const PathCubicSplinePathDefinitionNameEnum = { PathCubicSpline: "PathCubicSpline" };
const PathJointPTPPathDefinitionNameEnum = { PathJointPtp: "PathJointPTP" };
const PathLinePathDefinitionNameEnum = { PathLine: "PathLine" };
const Plane2ShapeTypeEnum = { Plane: "plane" };
const Plane3ShapeTypeEnum = { Plane: "plane" };
/**
* 
* @export
* @enum {string}
*/
const ProgramRunState = {
	NotStarted: "not started",
	Running: "running",
	Completed: "completed",
	Failed: "failed",
	Stopped: "stopped"
};
const PyripheryPyraeRobotRobotConfigurationTypeEnum = {
	Robot: "robot",
	RobotPlanner: "robot_planner"
};
const PyripheryRoboticsRobotcellTimerConfigurationTypeEnum = {
	Timer: "timer",
	SimulatedTimer: "simulated_timer"
};
const Rectangle2ShapeTypeEnum = { Rectangle: "rectangle" };
const Rectangle3ShapeTypeEnum = { Rectangle: "rectangle" };
const RectangularCapsule2ShapeTypeEnum = { RectangularCapsule: "rectangular_capsule" };
const RectangularCapsule3ShapeTypeEnum = { RectangularCapsule: "rectangular_capsule" };
/**
* The channel that defines what a new Wandelbots NOVA version is.    * `next` the over all latest version   * `stable` newes patch of the current version 
* @export
* @enum {string}
*/
const ReleaseChannel = {
	Stable: "stable",
	Next: "next"
};
const RobotControllerStateOperationModeEnum = {
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
const RobotControllerStateSafetyStateEnum = {
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
* The system mode of the robot system.  ### ROBOT_SYSTEM_MODE_UNDEFINED  Indicates that the robot controller is currently performing a mode transition.  ### ROBOT_SYSTEM_MODE_DISCONNECT  There is no communication with the robot controller at all. All connections are closed. No command is sent to the robot controller while in this mode. No IO interaction is possible in this mode! All move requests will be rejected in this mode!  ### ROBOT_SYSTEM_MODE_MONITOR  A connection to the robot controller is established to only read the robot controller state. No command is sent to the robot controller while in this mode. It is possible to receive IO information. All move requests will be rejected in this mode!  ### ROBOT_SYSTEM_MODE_CONTROL  An active connection is established with the robot controller and the robot system is cyclic commanded to stay in its actual position. The robot controller state is received in the cycle time of the robot controller. Requests via the MotionService and JoggingService will be processed and executed in this mode. IO interaction is possible in this mode! **In this mode the robot system can be commanded to move.**  ### ROBOT_SYSTEM_MODE_FREE_DRIVE  Like ROBOT_SYSTEM_MODE_MONITOR a connection to the robot controller is established to only read the robot controller state. The difference is that the motion groups can be moved by the user (Free Drive). Thus, the servo motors are turned on. All move requests will be rejected in this mode! **This mode is not supported by every robot!** Use [getSupportedModes](getSupportedModes) to evaluate if the device support free drive. 
* @export
* @enum {string}
*/
const RobotSystemMode = {
	RobotSystemModeUndefined: "ROBOT_SYSTEM_MODE_UNDEFINED",
	RobotSystemModeDisconnect: "ROBOT_SYSTEM_MODE_DISCONNECT",
	RobotSystemModeMonitor: "ROBOT_SYSTEM_MODE_MONITOR",
	RobotSystemModeControl: "ROBOT_SYSTEM_MODE_CONTROL",
	RobotSystemModeFreeDrive: "ROBOT_SYSTEM_MODE_FREE_DRIVE"
};
/**
* The type of rotation description that is used to specify the rotation.  **Quaternion notation**  * The rotation is represented using a quaternion: [x, y, z, w]. * The vector part [x, y, z] is the imaginary part of the quaternion, and the scalar part [w] is the real part.  **Rotation Vector notation**  * The rotation is represented using an axis-angle representation: > axis = Vector[0:2] > angle = |axis| in [rad] > axis.normalized * angle  **Euler notation**  * *extrinsic* fixed external reference system * *intrinsic* reference system fixed to rotation body > angles = Vector[0:2] in [rad]. * ZYX, ZXZ,...   - mapping of the given angles values to the (either intrinsic     or extrinsic) axes in the stated order.  > Example ZYX: Z = Vector[0], Y = Vector[1], X = Vector[2]. 
* @export
* @enum {string}
*/
const RotationAngleTypes = {
	Quaternion: "QUATERNION",
	RotationVector: "ROTATION_VECTOR",
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
const SafetySetupSafetySettingsSafetyStateEnum = {
	SafetyInvalid: "SAFETY_INVALID",
	SafetyNormal: "SAFETY_NORMAL",
	SafetyReduced: "SAFETY_REDUCED"
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
const SingleJointLimitJointEnum = {
	JointnameAxisInvalid: "JOINTNAME_AXIS_INVALID",
	JointnameAxis1: "JOINTNAME_AXIS_1",
	JointnameAxis2: "JOINTNAME_AXIS_2",
	JointnameAxis3: "JOINTNAME_AXIS_3",
	JointnameAxis4: "JOINTNAME_AXIS_4",
	JointnameAxis5: "JOINTNAME_AXIS_5",
	JointnameAxis6: "JOINTNAME_AXIS_6",
	JointnameAxis7: "JOINTNAME_AXIS_7",
	JointnameAxis8: "JOINTNAME_AXIS_8",
	JointnameAxis9: "JOINTNAME_AXIS_9",
	JointnameAxis10: "JOINTNAME_AXIS_10",
	JointnameAxis11: "JOINTNAME_AXIS_11",
	JointnameAxis12: "JOINTNAME_AXIS_12"
};
const SingularitySingularityTypeEnum = {
	SingularityTypeUnknown: "SINGULARITY_TYPE_UNKNOWN",
	SingularityTypeWrist: "SINGULARITY_TYPE_WRIST",
	SingularityTypeElbow: "SINGULARITY_TYPE_ELBOW",
	SingularityTypeShoulder: "SINGULARITY_TYPE_SHOULDER"
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
const Sphere2ShapeTypeEnum = { Sphere: "sphere" };
const Sphere3ShapeTypeEnum = { Sphere: "sphere" };
/**
* The reason why the movement is paused.
* @export
* @enum {string}
*/
const StandstillReason = {
	ReasonMotionEnded: "REASON_MOTION_ENDED",
	ReasonUserPausedMotion: "REASON_USER_PAUSED_MOTION",
	ReasonWaitingForIo: "REASON_WAITING_FOR_IO",
	ReasonPausedOnIo: "REASON_PAUSED_ON_IO"
};
const StopResponseStopCodeEnum = {
	StopCodeUnknown: "STOP_CODE_UNKNOWN",
	StopCodeUserRequest: "STOP_CODE_USER_REQUEST",
	StopCodePathEnd: "STOP_CODE_PATH_END",
	StopCodeJointLimitReached: "STOP_CODE_JOINT_LIMIT_REACHED",
	StopCodeIo: "STOP_CODE_IO",
	StopCodeForceLimit: "STOP_CODE_FORCE_LIMIT",
	StopCodeError: "STOP_CODE_ERROR"
};
/**
* The type of the trigger.
* @export
* @enum {string}
*/
const TriggerType = { OpcuaNodeValue: "opcua_node_value" };
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
	* Install a basic, containerized web application to the cell to control robots with a customized frontend.  Prerequisites: A Docker hub account or similar container registry account, with valid credentials.  After adding the application to the cell, open the application on the Wandelbots NOVA home screen.  Read [build your application](/docs/docs/development/) for more information.  <!-- theme: none --> > #### Predefined Environment Variables > - `NOVA_API`: The endpoint where the API is reachable from the container serving the Application. > - `BASE_PATH`: The root path of the deployed Application. It will be reachable via: http://$host/$BASE_PATH > - `CELL_NAME`: The name of the cell where the application is deployed. 
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
	* Get the configuration for an active GUI application in the cell. To update the configuration of a GUI application in the cell, use this configuration with the \'Update Configuration\' endpoint. 
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
	* List all GUI applications that have been added to a cell. with the \'Add Application\' endpoint. If the cell does not contain GUI applications, the list is returned empty. 
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
	* Deploy an entire cell with all its resources.  A cell can be used to deploy a robot controller, one or more robots, as well as custom applications.  Refer to the [Wandelbots NOVA documentation](docs/wandelbots-nova-api/#create-a-cell) for more information.
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
	* List all cell resources.  > **NOTE** > > The output generated by this endpoint can be too large for the site to handle, and may produce an error or incorrect output. > Use `curl` in combination with `> output.json` to capture the output, or use an API client like Postman. 
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
		getMode: async (cell, controller, options = {}) => {
			assertParamExists("getMode", "cell", cell);
			assertParamExists("getMode", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/mode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		getSupportedModes: async (cell, controller, options = {}) => {
			assertParamExists("getSupportedModes", "cell", cell);
			assertParamExists("getSupportedModes", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/controller-capabilities`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		getVirtualRobotConfiguration: async (cell, controller, options = {}) => {
			assertParamExists("getVirtualRobotConfiguration", "cell", cell);
			assertParamExists("getVirtualRobotConfiguration", "controller", controller);
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
		listControllers: async (cell, options = {}) => {
			assertParamExists("listControllers", "cell", cell);
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
		streamModeChange: async (cell, controller, options = {}) => {
			assertParamExists("streamModeChange", "cell", cell);
			assertParamExists("streamModeChange", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/mode-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		streamRobotControllerState: async (cell, controller, responseRate, options = {}) => {
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
			if (completionTimeout !== void 0) localVarQueryParameter["completionTimeout"] = completionTimeout;
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
		async getCurrentRobotControllerState(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCurrentRobotControllerState(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getCurrentRobotControllerState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMode(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMode(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getRobotController(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getRobotController(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getRobotController"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getSupportedModes(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getSupportedModes(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getSupportedModes"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualRobotConfiguration(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualRobotConfiguration(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.getVirtualRobotConfiguration"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listControllers(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listControllers(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.listControllers"]?.[localVarOperationServerIndex]?.url;
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
		async streamModeChange(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamModeChange(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerApi.streamModeChange"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamRobotControllerState(cell, controller, responseRate, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamRobotControllerState(cell, controller, responseRate, options);
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
		getCurrentRobotControllerState(cell, controller, options) {
			return localVarFp.getCurrentRobotControllerState(cell, controller, options).then((request) => request(axios, basePath));
		},
		getMode(cell, controller, options) {
			return localVarFp.getMode(cell, controller, options).then((request) => request(axios, basePath));
		},
		getRobotController(cell, controller, options) {
			return localVarFp.getRobotController(cell, controller, options).then((request) => request(axios, basePath));
		},
		getSupportedModes(cell, controller, options) {
			return localVarFp.getSupportedModes(cell, controller, options).then((request) => request(axios, basePath));
		},
		getVirtualRobotConfiguration(cell, controller, options) {
			return localVarFp.getVirtualRobotConfiguration(cell, controller, options).then((request) => request(axios, basePath));
		},
		listControllers(cell, options) {
			return localVarFp.listControllers(cell, options).then((request) => request(axios, basePath));
		},
		setDefaultMode(cell, controller, mode, options) {
			return localVarFp.setDefaultMode(cell, controller, mode, options).then((request) => request(axios, basePath));
		},
		streamFreeDrive(cell, controller, responseRate, options) {
			return localVarFp.streamFreeDrive(cell, controller, responseRate, options).then((request) => request(axios, basePath));
		},
		streamModeChange(cell, controller, options) {
			return localVarFp.streamModeChange(cell, controller, options).then((request) => request(axios, basePath));
		},
		streamRobotControllerState(cell, controller, responseRate, options) {
			return localVarFp.streamRobotControllerState(cell, controller, responseRate, options).then((request) => request(axios, basePath));
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
	* Add a robot controller to the cell.  <!-- theme: warning --> > **WARNING** > > Using it in conjunction with the settings app may lead to unpredictable behavior. 
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
	* Delete all robot controllers from the cell.  To replace all robot controllers in a cell, use this endpoint in combination with the \'Add Robot Controller\' endpoint.  <!-- theme: warning --> > **WARNING** > > Using it in conjunction with the settings app may lead to unpredictable behavior. 
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
	* Delete a robot controller from the cell.  <!-- theme: warning --> > **WARNING** > > Using it in conjunction with the settings app may lead to unpredictable behavior. 
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
	* Get the current state of a robot controller.
	* @summary State of Device
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
	* Get the current robot system mode of a registered robot controller. The robot system mode indicates if a robot controller can be used. See [setDefaultMode](setDefaultMode) for more information about the different modes. The mode is influenced by the operating mode of the robot controller. The operating mode can be changed via [setDefaultMode](setDefaultMode). Request the current operating mode of the robot controller via [getCurrentRobotControllerState](getCurrentRobotControllerState). 
	* @summary Current Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getMode(cell, controller, options) {
		return ControllerApiFp(this.configuration).getMode(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the configuration for a robot controller. 
	* @summary Robot Controller Configuration
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
	* Lists supported operating modes. Usually cobots support free drive and control, industrial robots only support control. 
	* @summary Supported Motion Modes
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getSupportedModes(cell, controller, options) {
		return ControllerApiFp(this.configuration).getSupportedModes(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Receive data to configure a virtual robot controller based on another controller. This can be used to create a virtual clone of a specific physical robot.  When adding a virtual controller, use the Virtual configuration variant of [addRobotController](addRobotController) and pass the content string from this endpoint as the `json` field. Omit the `type` field that selects a preset configuration which is not required when providing a complete configuration.  > **NOTE** > > The output generated by this endpoint can be too large for the site to handle, and may produce an error or incorrect output. > Use `curl` in combination with `> output.json` to capture the output, or use an API client like Postman. 
	* @summary Virtual Robot Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	getVirtualRobotConfiguration(cell, controller, options) {
		return ControllerApiFp(this.configuration).getVirtualRobotConfiguration(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all configured robot controllers. 
	* @summary List Robot Controllers
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	listControllers(cell, options) {
		return ControllerApiFp(this.configuration).listControllers(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Switch between monitor and control usage as default for a robot controller. Monitoring mode is used to read information from the robot controller and control mode is used to command the robot system. As long as the robot controller is connected via network monitoring mode is always possible. To switch to control mode the robot controller must be in `automatic` or `manual` operating mode and safety state \'normal\' or \'reduced\'. If the robot controller is in `manual` operating mode, you have manually confirm the control usage activation on the robot control panel. This manual confirmation can\'t be replaced with this API. Without manual confirmation the robot controller will stay in monitor mode.  The robot system will try to activate the required operation mode for the requested usage unless no active call requires a different mode.  > **NOTE** > > Some robot controllers prevent the external activation of automatic operating mode. In this case, changing the operating mode manually at the robot controller is mandatory.  > **NOTE** > > The current operation mode and safety state can be requested via [getCurrentRobotControllerState](getCurrentRobotControllerState).  If a mode change is not possible, the response lists reasons for the failed change. 
	* @summary Set Default Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {SetDefaultModeModeEnum} mode 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	setDefaultMode(cell, controller, mode, options) {
		return ControllerApiFp(this.configuration).setDefaultMode(cell, controller, mode, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the robot controller into freedrive mode and stays in freedrive until the websocket connection is closed by the client. In freedrive mode, it is possible to move the attached motion groups by hand. This is a blocking call. As long as the websocket connection is open, no other endpoint can control or move the robot. <!-- theme: danger --> > **DANGER** > Danger caused by robot. Improper assessment by the integrator of the application-specific hazards can result in people being crushed, > drawn in or caught due to the robot\'s complex movement sequences. Before opening the websocket, ensure that > - The robot is in a safe state, > - The right payload is set (e.g by using the (getActivePayload)[getActivePayload] endpoint), > - No humans or object are within the robot\'s reach or within the cell. As long as the websocket connection is open you will get the current state of the robot system in the response in the specified response_rate. If the activation failed, the returned status will return possible reasons for the failure. Free drive mode is only available for robot controllers that support it, in particular Collobarative Robots (\"Cobots\"). Use the (getSupportedModes)[getSupportedModes] endpoint to check if the robot controller supports free drive mode.
	* @summary Stream Free Drive Mode
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
	* Receive updates of the current robot system mode of a robot controller via websocket upon robot system mode change. See [setDefaultMode](setDefaultMode) for more information about the different modes. 
	* @summary Stream Mode Change
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	streamModeChange(cell, controller, options) {
		return ControllerApiFp(this.configuration).streamModeChange(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Receive updates of the state of a robot controller.
	* @summary Stream State of Device
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} [responseRate] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerApi
	*/
	streamRobotControllerState(cell, controller, responseRate, options) {
		return ControllerApiFp(this.configuration).streamRobotControllerState(cell, controller, responseRate, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Update the configuration of a robot controller.  Reconfigure certain options of a robot controller, or deploy a specific container image of a robot controller.  <!-- theme: warning --> > **WARNING** > > Using it in conjunction with the settings app may lead to unpredictable behavior.   To update a virtual controller, the previous controller will be deleted and a new one created. Changes to the configuration, e.g., TCPs, coordinate systems, mounting, are **not** transferred to the new robot.  <!-- theme: info --> > **NOTE** > > An update is not a reset. To do a reset: > 1. Get the current configuration via [getRobotController](getRobotController). > 2. Delete the existing virtual robot controller via [deleteRobotController](deleteRobotController). > 3. Add a virtual robot controller with [addRobotController](addRobotController). 
	* @summary Update Robot Controller Configuration
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
* @export
*/
const SetDefaultModeModeEnum = {
	ModeMonitor: "MODE_MONITOR",
	ModeControl: "MODE_CONTROL"
};
/**
* ControllerIOsApi - axios parameter creator
* @export
*/
const ControllerIOsApiAxiosParamCreator = function(configuration) {
	return {
		listIODescriptions: async (cell, controller, ios, options = {}) => {
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
		waitForIOEvent: async (cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options = {}) => {
			assertParamExists("waitForIOEvent", "cell", cell);
			assertParamExists("waitForIOEvent", "controller", controller);
			assertParamExists("waitForIOEvent", "io", io);
			assertParamExists("waitForIOEvent", "comparisonType", comparisonType);
			const localVarPath = `/cells/{cell}/controllers/{controller}/ios/wait-for`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
			if (io !== void 0) localVarQueryParameter["io"] = io;
			if (comparisonType !== void 0) localVarQueryParameter["comparison_type"] = comparisonType;
			if (booleanValue !== void 0) localVarQueryParameter["boolean_value"] = booleanValue;
			if (integerValue !== void 0) localVarQueryParameter["integer_value"] = integerValue;
			if (floatingValue !== void 0) localVarQueryParameter["floating_value"] = floatingValue;
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
* ControllerIOsApi - functional programming interface
* @export
*/
const ControllerIOsApiFp = function(configuration) {
	const localVarAxiosParamCreator = ControllerIOsApiAxiosParamCreator(configuration);
	return {
		async listIODescriptions(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIODescriptions(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerIOsApi.listIODescriptions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listIOValues(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIOValues(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerIOsApi.listIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setOutputValues(cell, controller, iOValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setOutputValues(cell, controller, iOValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerIOsApi.setOutputValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamIOValues(cell, controller, ios, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamIOValues(cell, controller, ios, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerIOsApi.streamIOValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ControllerIOsApi.waitForIOEvent"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ControllerIOsApi - factory interface
* @export
*/
const ControllerIOsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ControllerIOsApiFp(configuration);
	return {
		listIODescriptions(cell, controller, ios, options) {
			return localVarFp.listIODescriptions(cell, controller, ios, options).then((request) => request(axios, basePath));
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
		waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options) {
			return localVarFp.waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ControllerIOsApi - object-oriented interface
* @export
* @class ControllerIOsApi
* @extends {BaseAPI}
*/
var ControllerIOsApi = class extends BaseAPI {
	/**
	* Lists the I/O descriptions of the robot controller. The I/O descriptions contain information such as the name of the I/O, the I/O type and the I/O unit. The set of available I/Os is defined by the robot controller. Each I/O has a unique identifier. If no identifiers are specified in the request, retrieve the full list of available I/Os in this endpoint.
	* @summary List Descriptions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerIOsApi
	*/
	listIODescriptions(cell, controller, ios, options) {
		return ControllerIOsApiFp(this.configuration).listIODescriptions(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Retrieves the current values of I/Os. The identifiers of the I/Os must be provided in the request. Request all available I/O identifiers via [listIODescriptions](listIODescriptions).
	* @summary Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerIOsApi
	*/
	listIOValues(cell, controller, ios, options) {
		return ControllerIOsApiFp(this.configuration).listIOValues(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Set the values of outputs. All available I/O identifiers and possible value ranges can be requested via [listIODescriptions](listIODescriptions). The call will return once the values have been set on and accepted by the robot. This might take up to 200 milliseconds. > **NOTE** > > Do not call this endpoint while another request is still in progress. The second call will fail.
	* @summary Set Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<IOValue>} iOValue 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerIOsApi
	*/
	setOutputValues(cell, controller, iOValue, options) {
		return ControllerIOsApiFp(this.configuration).setOutputValues(cell, controller, iOValue, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Continuously receive updates of I/O values via websocket. Updates are sent in the update rate of the controller.  > **NOTE** > > Do not request too many values simultaneously as the request is then likely to fail. The amount of values that can be streamed simultaneously depends on the specific robot controller.  > **NOTE** > > The inputs and outputs are sent in the update rate of the controller to prevent losing any values. Consider that this might lead to a high amount of data transmitted. 
	* @summary Stream Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {Array<string>} [ios] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerIOsApi
	*/
	streamIOValues(cell, controller, ios, options) {
		return ControllerIOsApiFp(this.configuration).streamIOValues(cell, controller, ios, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Wait until an I/O reaches a certain value. This call returns as soon as the condition is met or the request fails. The comparison_type value is used to define how the current value of the I/O is compared with given value. Only set the value that corresponds to the value_type of the I/O, see (listIODescriptions)[listIODescriptions] for more information. Examples: If you want to wait until an analog input (\"AI_1\") is less than 10, you would set io to \"AI_1\" comparison_type to COMPARISON_LESS and only integer_value to 10. If you want to wait until an analog input (\"AI_2\") is greater than 5.0, you would set io to \"AI_2\" comparison_type to COMPARISON_GREATER and only floating_value to 5.0. If you want to wait until a digital input (\"DI_3\") is true, you would set io to \"DI_3\" comparison_type to COMPARISON_EQUAL and only boolean_value to true.
	* @summary Wait For
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} io 
	* @param {WaitForIOEventComparisonTypeEnum} comparisonType 
	* @param {boolean} [booleanValue] 
	* @param {string} [integerValue] 
	* @param {number} [floatingValue] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ControllerIOsApi
	*/
	waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options) {
		return ControllerIOsApiFp(this.configuration).waitForIOEvent(cell, controller, io, comparisonType, booleanValue, integerValue, floatingValue, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* @export
*/
const WaitForIOEventComparisonTypeEnum = {
	ComparisonTypeEqual: "COMPARISON_TYPE_EQUAL",
	ComparisonTypeGreater: "COMPARISON_TYPE_GREATER",
	ComparisonTypeLess: "COMPARISON_TYPE_LESS"
};
/**
* CoordinateSystemsApi - axios parameter creator
* @export
*/
const CoordinateSystemsApiAxiosParamCreator = function(configuration) {
	return {
		addCoordinateSystem: async (cell, addRequest, options = {}) => {
			assertParamExists("addCoordinateSystem", "cell", cell);
			assertParamExists("addCoordinateSystem", "addRequest", addRequest);
			const localVarPath = `/cells/{cell}/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(addRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteCoordinateSystem: async (cell, coordinateSystem, options = {}) => {
			assertParamExists("deleteCoordinateSystem", "cell", cell);
			assertParamExists("deleteCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
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
		getCoordinateSystem: async (cell, coordinateSystem, rotationType, options = {}) => {
			assertParamExists("getCoordinateSystem", "cell", cell);
			assertParamExists("getCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
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
			if (rotationType !== void 0) localVarQueryParameter["rotation_type"] = rotationType;
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
		listCoordinateSystems: async (cell, rotationType, options = {}) => {
			assertParamExists("listCoordinateSystems", "cell", cell);
			const localVarPath = `/cells/{cell}/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (rotationType !== void 0) localVarQueryParameter["rotation_type"] = rotationType;
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
		transformInCoordinateSystem: async (cell, coordinateSystem, pose, options = {}) => {
			assertParamExists("transformInCoordinateSystem", "cell", cell);
			assertParamExists("transformInCoordinateSystem", "coordinateSystem", coordinateSystem);
			assertParamExists("transformInCoordinateSystem", "pose", pose);
			const localVarPath = `/cells/{cell}/coordinate-systems/{coordinate-system}/transform`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(pose, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* CoordinateSystemsApi - functional programming interface
* @export
*/
const CoordinateSystemsApiFp = function(configuration) {
	const localVarAxiosParamCreator = CoordinateSystemsApiAxiosParamCreator(configuration);
	return {
		async addCoordinateSystem(cell, addRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addCoordinateSystem(cell, addRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CoordinateSystemsApi.addCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteCoordinateSystem(cell, coordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteCoordinateSystem(cell, coordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CoordinateSystemsApi.deleteCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCoordinateSystem(cell, coordinateSystem, rotationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCoordinateSystem(cell, coordinateSystem, rotationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CoordinateSystemsApi.getCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listCoordinateSystems(cell, rotationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listCoordinateSystems(cell, rotationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CoordinateSystemsApi.listCoordinateSystems"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async transformInCoordinateSystem(cell, coordinateSystem, pose, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.transformInCoordinateSystem(cell, coordinateSystem, pose, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["CoordinateSystemsApi.transformInCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* CoordinateSystemsApi - factory interface
* @export
*/
const CoordinateSystemsApiFactory = function(configuration, basePath, axios) {
	const localVarFp = CoordinateSystemsApiFp(configuration);
	return {
		addCoordinateSystem(cell, addRequest, options) {
			return localVarFp.addCoordinateSystem(cell, addRequest, options).then((request) => request(axios, basePath));
		},
		deleteCoordinateSystem(cell, coordinateSystem, options) {
			return localVarFp.deleteCoordinateSystem(cell, coordinateSystem, options).then((request) => request(axios, basePath));
		},
		getCoordinateSystem(cell, coordinateSystem, rotationType, options) {
			return localVarFp.getCoordinateSystem(cell, coordinateSystem, rotationType, options).then((request) => request(axios, basePath));
		},
		listCoordinateSystems(cell, rotationType, options) {
			return localVarFp.listCoordinateSystems(cell, rotationType, options).then((request) => request(axios, basePath));
		},
		transformInCoordinateSystem(cell, coordinateSystem, pose, options) {
			return localVarFp.transformInCoordinateSystem(cell, coordinateSystem, pose, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* CoordinateSystemsApi - object-oriented interface
* @export
* @class CoordinateSystemsApi
* @extends {BaseAPI}
*/
var CoordinateSystemsApi = class extends BaseAPI {
	/**
	* Add a user coordinate system to the list of coordinate systems but not on a robot controller.  The coordinate system is defined by a name and an offset in another coordinate system referenced by the unique identifier of the reference coordinate system.  Will return the specification of the added coordinate systems which includes the unique identifier of the added coordinate system.  All available coordinate systems can be listed via the [listCoordinateSystems](listCoordinateSystems) endpoint. 
	* @summary Add
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {AddRequest} addRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CoordinateSystemsApi
	*/
	addCoordinateSystem(cell, addRequest, options) {
		return CoordinateSystemsApiFp(this.configuration).addCoordinateSystem(cell, addRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Removes a user coordinate system specified by the given identifier.  > **NOTE** > > If the coordinate system has originally been configured on the robot controller, it will remain on the controller even after this endpoint has been executed successfully..  This will remove the user coordinate system from the list of user coordinate systems but keep all dependent coordinate systems which use the deleted coordinate system as reference. Coordinate systems on the robot controller are not affected by this operation. They can be removed via the robot control panel only and will be removed in NOVA when the controller is removed. On virtual controllers, use the [deleteVirtualRobotCoordinateSystem](deleteVirtualRobotCoordinateSystem) endpoint to remove coordinate systems from NOVA and the virtual controller.  All available coordinate systems can be listed via the [listCoordinateSystems](listCoordinateSystems) endpoint. 
	* @summary Delete
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CoordinateSystemsApi
	*/
	deleteCoordinateSystem(cell, coordinateSystem, options) {
		return CoordinateSystemsApiFp(this.configuration).deleteCoordinateSystem(cell, coordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Request a coordinate system specification for a given identifier.  Use parameter rotation_type to get the orientation part of the transformation offset of the coordinate system returned in the requested rotation angle type. If parameter rotation_type is not set, the orientation part of the transformation offset of the coordinate system is returned in the rotation angle type used on the robot controller. This can be useful for visualization purposes in the client application due to equivalent numbers with robot control panel visualization.  User coordinate systems can be configured on a robot controller during setup or added to the system via the [addCoordinateSystem](addCoordinateSystem) endpoint.  Updating the robot controller\'s configuration either requires credentials or is not possible. With the endpoint [addCoordinateSystem](addCoordinateSystem) you can create a coordinate system without changing the robot controller\'s configuration. 
	* @summary Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {RotationAngleTypes} [rotationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CoordinateSystemsApi
	*/
	getCoordinateSystem(cell, coordinateSystem, rotationType, options) {
		return CoordinateSystemsApiFp(this.configuration).getCoordinateSystem(cell, coordinateSystem, rotationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all specifications of coordinate systems from robot controllers and user coordinate systems added to the system via the [addCoordinateSystem](addCoordinateSystem) endpoint. Use parameter rotation_type to get the orientation part of the transformation offset of the coordinate system returned in the requested rotation angle type. If parameter rotation_type is not set, the orientation part of the transformation offset of the coordinate system is returned in the rotation angle type used on the robot controller. This can be useful for visualization purposes in the client application due to equivalent numbers with robot control panel visualization.  The coordinate systems from the robot controller are loaded when the motion group associated with the coordinate system is activated. With deactivation of the motion group, the associated coordinate systems are removed from NOVA. The unique identifier of the coordinate systems from the robot controllers are suffixed with \"On\" + the unique identifier of the robot controller.  Updating the robot controller\'s configuration either requires credentials or is not possible. With the endpoint [addCoordinateSystem](addCoordinateSystem) you can create a coordinate system without changing the robot controller\'s configuration. 
	* @summary List
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {RotationAngleTypes} [rotationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CoordinateSystemsApi
	*/
	listCoordinateSystems(cell, rotationType, options) {
		return CoordinateSystemsApiFp(this.configuration).listCoordinateSystems(cell, rotationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Transform a pose to another base.
	* @summary Transform
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {Pose} pose 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof CoordinateSystemsApi
	*/
	transformInCoordinateSystem(cell, coordinateSystem, pose, options) {
		return CoordinateSystemsApiFp(this.configuration).transformInCoordinateSystem(cell, coordinateSystem, pose, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* DeviceConfigurationApi - axios parameter creator
* @export
*/
const DeviceConfigurationApiAxiosParamCreator = function(configuration) {
	return {
		clearDevices: async (cell, options = {}) => {
			assertParamExists("clearDevices", "cell", cell);
			const localVarPath = `/cells/{cell}/devices`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		createDevice: async (cell, createDeviceRequestInner, options = {}) => {
			assertParamExists("createDevice", "cell", cell);
			assertParamExists("createDevice", "createDeviceRequestInner", createDeviceRequestInner);
			const localVarPath = `/cells/{cell}/devices`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(createDeviceRequestInner, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteDevice: async (cell, identifier, options = {}) => {
			assertParamExists("deleteDevice", "cell", cell);
			assertParamExists("deleteDevice", "identifier", identifier);
			const localVarPath = `/cells/{cell}/devices/{identifier}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{identifier}`, encodeURIComponent(String(identifier)));
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
		getDevice: async (cell, identifier, options = {}) => {
			assertParamExists("getDevice", "cell", cell);
			assertParamExists("getDevice", "identifier", identifier);
			const localVarPath = `/cells/{cell}/devices/{identifier}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{identifier}`, encodeURIComponent(String(identifier)));
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
		listDevices: async (cell, options = {}) => {
			assertParamExists("listDevices", "cell", cell);
			const localVarPath = `/cells/{cell}/devices`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
* DeviceConfigurationApi - functional programming interface
* @export
*/
const DeviceConfigurationApiFp = function(configuration) {
	const localVarAxiosParamCreator = DeviceConfigurationApiAxiosParamCreator(configuration);
	return {
		async clearDevices(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearDevices(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["DeviceConfigurationApi.clearDevices"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async createDevice(cell, createDeviceRequestInner, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createDevice(cell, createDeviceRequestInner, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["DeviceConfigurationApi.createDevice"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteDevice(cell, identifier, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteDevice(cell, identifier, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["DeviceConfigurationApi.deleteDevice"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getDevice(cell, identifier, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getDevice(cell, identifier, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["DeviceConfigurationApi.getDevice"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listDevices(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listDevices(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["DeviceConfigurationApi.listDevices"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* DeviceConfigurationApi - factory interface
* @export
*/
const DeviceConfigurationApiFactory = function(configuration, basePath, axios) {
	const localVarFp = DeviceConfigurationApiFp(configuration);
	return {
		clearDevices(cell, options) {
			return localVarFp.clearDevices(cell, options).then((request) => request(axios, basePath));
		},
		createDevice(cell, createDeviceRequestInner, options) {
			return localVarFp.createDevice(cell, createDeviceRequestInner, options).then((request) => request(axios, basePath));
		},
		deleteDevice(cell, identifier, options) {
			return localVarFp.deleteDevice(cell, identifier, options).then((request) => request(axios, basePath));
		},
		getDevice(cell, identifier, options) {
			return localVarFp.getDevice(cell, identifier, options).then((request) => request(axios, basePath));
		},
		listDevices(cell, options) {
			return localVarFp.listDevices(cell, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* DeviceConfigurationApi - object-oriented interface
* @export
* @class DeviceConfigurationApi
* @extends {BaseAPI}
*/
var DeviceConfigurationApi = class extends BaseAPI {
	/**
	* Deprecated endpoint. Deletes **all** devices from the cell
	* @summary Delete Devices
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof DeviceConfigurationApi
	*/
	clearDevices(cell, options) {
		return DeviceConfigurationApiFp(this.configuration).clearDevices(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Overwrite existing devices in an existing robot cell. The devices are added to the robot cell in the order they are specified in the request body.  Each device needs to have a unique identifier which is used to reference the device in Wandelscript.  Devices which can be configured in the cell:  - Robots - OPC UA devices  ## Parameters  - For more information about the available device configurations have a look at the **Schema** tab or in the  provided examples. 
	* @summary Create Devices
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Array<CreateDeviceRequestInner>} createDeviceRequestInner 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof DeviceConfigurationApi
	*/
	createDevice(cell, createDeviceRequestInner, options) {
		return DeviceConfigurationApiFp(this.configuration).createDevice(cell, createDeviceRequestInner, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Deletes a specific device from the cell.
	* @summary Delete Device
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} identifier 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof DeviceConfigurationApi
	*/
	deleteDevice(cell, identifier, options) {
		return DeviceConfigurationApiFp(this.configuration).deleteDevice(cell, identifier, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Returns information about a device.
	* @summary Device Information
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} identifier 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof DeviceConfigurationApi
	*/
	getDevice(cell, identifier, options) {
		return DeviceConfigurationApiFp(this.configuration).getDevice(cell, identifier, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Lists all devices which are configured in the cell: - Robots - Databases - OPC UA devices 
	* @summary List All Devices
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof DeviceConfigurationApi
	*/
	listDevices(cell, options) {
		return DeviceConfigurationApiFp(this.configuration).listDevices(cell, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* LibraryProgramApi - axios parameter creator
* @export
*/
const LibraryProgramApiAxiosParamCreator = function(configuration) {
	return {
		createProgram: async (cell, body, name, options = {}) => {
			assertParamExists("createProgram", "cell", cell);
			assertParamExists("createProgram", "body", body);
			const localVarPath = `/cells/{cell}/store/programs`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (name !== void 0) localVarQueryParameter["name"] = name;
			localVarHeaderParameter["Content-Type"] = "text/plain";
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
		deleteProgram: async (cell, program, options = {}) => {
			assertParamExists("deleteProgram", "cell", cell);
			assertParamExists("deleteProgram", "program", program);
			const localVarPath = `/cells/{cell}/store/programs/{program}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
		deleteProgramList: async (cell, programIds, options = {}) => {
			assertParamExists("deleteProgramList", "cell", cell);
			assertParamExists("deleteProgramList", "programIds", programIds);
			const localVarPath = `/cells/{cell}/store/programs`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (programIds) localVarQueryParameter["program_ids"] = programIds;
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
		getProgram: async (cell, program, options = {}) => {
			assertParamExists("getProgram", "cell", cell);
			assertParamExists("getProgram", "program", program);
			const localVarPath = `/cells/{cell}/store/programs/{program}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
		updateProgram: async (cell, program, body, options = {}) => {
			assertParamExists("updateProgram", "cell", cell);
			assertParamExists("updateProgram", "program", program);
			assertParamExists("updateProgram", "body", body);
			const localVarPath = `/cells/{cell}/store/programs/{program}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
			localVarHeaderParameter["Content-Type"] = "text/plain";
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
		}
	};
};
/**
* LibraryProgramApi - functional programming interface
* @export
*/
const LibraryProgramApiFp = function(configuration) {
	const localVarAxiosParamCreator = LibraryProgramApiAxiosParamCreator(configuration);
	return {
		async createProgram(cell, body, name, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createProgram(cell, body, name, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramApi.createProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteProgram(cell, program, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteProgram(cell, program, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramApi.deleteProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteProgramList(cell, programIds, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteProgramList(cell, programIds, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramApi.deleteProgramList"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProgram(cell, program, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgram(cell, program, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramApi.getProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateProgram(cell, program, body, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateProgram(cell, program, body, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramApi.updateProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* LibraryProgramApi - factory interface
* @export
*/
const LibraryProgramApiFactory = function(configuration, basePath, axios) {
	const localVarFp = LibraryProgramApiFp(configuration);
	return {
		createProgram(cell, body, name, options) {
			return localVarFp.createProgram(cell, body, name, options).then((request) => request(axios, basePath));
		},
		deleteProgram(cell, program, options) {
			return localVarFp.deleteProgram(cell, program, options).then((request) => request(axios, basePath));
		},
		deleteProgramList(cell, programIds, options) {
			return localVarFp.deleteProgramList(cell, programIds, options).then((request) => request(axios, basePath));
		},
		getProgram(cell, program, options) {
			return localVarFp.getProgram(cell, program, options).then((request) => request(axios, basePath));
		},
		updateProgram(cell, program, body, options) {
			return localVarFp.updateProgram(cell, program, body, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* LibraryProgramApi - object-oriented interface
* @export
* @class LibraryProgramApi
* @extends {BaseAPI}
*/
var LibraryProgramApi = class extends BaseAPI {
	/**
	* <!-- theme: danger --> > **Experimental**  Creates a new program. The corresponding metadata is created as well.  ## Examples  ``` move via p2p() to [0, 0, 0, 0, 0, 0] move frame(\"flange\") to [1, 2, 0] move via line() to [1, 1, 0] a := planned_pose() ```  ``` {% from \'schneider_conveyor_v1.j2\' import schneider_conveyor_library -%}  {{ schneider_conveyor_library() }}  def start_main():     conveyor_speed_percentage = {{ conveyor_speed_percentage | round(4) }}     conveyer_speed = conveyor_speed_percentage*1500     schneider_conveyor_start(conveyer_speed) end ``` 
	* @summary Create Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} body 
	* @param {string} [name] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramApi
	*/
	createProgram(cell, body, name, options) {
		return LibraryProgramApiFp(this.configuration).createProgram(cell, body, name, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Deletes the program with the corresponding metadata. This action is irreversible. Does not delete the associated recipes. 
	* @summary Delete Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramApi
	*/
	deleteProgram(cell, program, options) {
		return LibraryProgramApiFp(this.configuration).deleteProgram(cell, program, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Deletes the provided list of programs with the corresponding metadata. This action is irreversible. Does not delete the associated recipes. 
	* @summary Delete Program List
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Array<string>} programIds Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramApi
	*/
	deleteProgramList(cell, programIds, options) {
		return LibraryProgramApiFp(this.configuration).deleteProgramList(cell, programIds, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Returns the content of the program. The identifier of the program is received upon creation or from the metadata list of all the programs. 
	* @summary Get Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramApi
	*/
	getProgram(cell, program, options) {
		return LibraryProgramApiFp(this.configuration).getProgram(cell, program, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Updates the content of the program. The update overwrites the existing content. The metadata is updated in correspondence.  ## Examples  ``` move via p2p() to [0, 0, 0, 0, 0, 0]  move frame(\"flange\") to [1, 2, 0]  move via line() to [1, 1, 0]  a := planned_pose()  ```  ``` {% from \'schneider_conveyor_v1.j2\' import schneider_conveyor_library -%}  {{ schneider_conveyor_library() }}  def start_main():     conveyor_speed_percentage = {{ conveyor_speed_percentage | round(4) }}     conveyer_speed = conveyor_speed_percentage*1500     schneider_conveyor_start(conveyer_speed) end ``` 
	* @summary Update Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {string} body 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramApi
	*/
	updateProgram(cell, program, body, options) {
		return LibraryProgramApiFp(this.configuration).updateProgram(cell, program, body, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* LibraryProgramMetadataApi - axios parameter creator
* @export
*/
const LibraryProgramMetadataApiAxiosParamCreator = function(configuration) {
	return {
		getProgramMetadata: async (cell, program, options = {}) => {
			assertParamExists("getProgramMetadata", "cell", cell);
			assertParamExists("getProgramMetadata", "program", program);
			const localVarPath = `/cells/{cell}/store/programs/{program}/metadata`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
		listProgramMetadata: async (cell, showHidden, options = {}) => {
			assertParamExists("listProgramMetadata", "cell", cell);
			const localVarPath = `/cells/{cell}/store/programs`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (showHidden !== void 0) localVarQueryParameter["show_hidden"] = showHidden;
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
		updateProgramMetadata: async (cell, program, updateProgramMetadataRequest, options = {}) => {
			assertParamExists("updateProgramMetadata", "cell", cell);
			assertParamExists("updateProgramMetadata", "program", program);
			assertParamExists("updateProgramMetadata", "updateProgramMetadataRequest", updateProgramMetadataRequest);
			const localVarPath = `/cells/{cell}/store/programs/{program}/metadata`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(updateProgramMetadataRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		uploadProgramMetadataImage: async (cell, program, file, options = {}) => {
			assertParamExists("uploadProgramMetadataImage", "cell", cell);
			assertParamExists("uploadProgramMetadataImage", "program", program);
			assertParamExists("uploadProgramMetadataImage", "file", file);
			const localVarPath = `/cells/{cell}/store/programs/{program}/metadata/image`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{program}`, encodeURIComponent(String(program)));
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
			const localVarFormParams = new (configuration && configuration.formDataCtor || FormData)();
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (file !== void 0) localVarFormParams.append("file", file);
			localVarHeaderParameter["Content-Type"] = "multipart/form-data";
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
* LibraryProgramMetadataApi - functional programming interface
* @export
*/
const LibraryProgramMetadataApiFp = function(configuration) {
	const localVarAxiosParamCreator = LibraryProgramMetadataApiAxiosParamCreator(configuration);
	return {
		async getProgramMetadata(cell, program, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgramMetadata(cell, program, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramMetadataApi.getProgramMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listProgramMetadata(cell, showHidden, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listProgramMetadata(cell, showHidden, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramMetadataApi.listProgramMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateProgramMetadata(cell, program, updateProgramMetadataRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateProgramMetadata(cell, program, updateProgramMetadataRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramMetadataApi.updateProgramMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async uploadProgramMetadataImage(cell, program, file, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.uploadProgramMetadataImage(cell, program, file, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryProgramMetadataApi.uploadProgramMetadataImage"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* LibraryProgramMetadataApi - factory interface
* @export
*/
const LibraryProgramMetadataApiFactory = function(configuration, basePath, axios) {
	const localVarFp = LibraryProgramMetadataApiFp(configuration);
	return {
		getProgramMetadata(cell, program, options) {
			return localVarFp.getProgramMetadata(cell, program, options).then((request) => request(axios, basePath));
		},
		listProgramMetadata(cell, showHidden, options) {
			return localVarFp.listProgramMetadata(cell, showHidden, options).then((request) => request(axios, basePath));
		},
		updateProgramMetadata(cell, program, updateProgramMetadataRequest, options) {
			return localVarFp.updateProgramMetadata(cell, program, updateProgramMetadataRequest, options).then((request) => request(axios, basePath));
		},
		uploadProgramMetadataImage(cell, program, file, options) {
			return localVarFp.uploadProgramMetadataImage(cell, program, file, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* LibraryProgramMetadataApi - object-oriented interface
* @export
* @class LibraryProgramMetadataApi
* @extends {BaseAPI}
*/
var LibraryProgramMetadataApi = class extends BaseAPI {
	/**
	* <!-- theme: danger --> > **Experimental** Returns metadata of the corresponding program. 
	* @summary Get Program Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramMetadataApi
	*/
	getProgramMetadata(cell, program, options) {
		return LibraryProgramMetadataApiFp(this.configuration).getProgramMetadata(cell, program, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Returns a list of all the stored programs, represented by their metadata. 
	* @summary List Program Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {boolean} [showHidden] If true, hidden programs, where the &#x60;is_hidden&#x60; flag is active, are included in the list. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramMetadataApi
	*/
	listProgramMetadata(cell, showHidden, options) {
		return LibraryProgramMetadataApiFp(this.configuration).listProgramMetadata(cell, showHidden, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Updates the metadata of the corresponding program. The update is partial, only the set fields get updated. 
	* @summary Update Program Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {UpdateProgramMetadataRequest} updateProgramMetadataRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramMetadataApi
	*/
	updateProgramMetadata(cell, program, updateProgramMetadataRequest, options) {
		return LibraryProgramMetadataApiFp(this.configuration).updateProgramMetadata(cell, program, updateProgramMetadataRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Uploads an image for the corresponding program. The image is served as a static file. The path to the image is stored in the metadata. 
	* @summary Upload Program Metadata Image
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} program Recieved from [listProgramMetadata](listProgramMetadata) or from the response of [createProgram](createProgram). 
	* @param {File} file 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryProgramMetadataApi
	*/
	uploadProgramMetadataImage(cell, program, file, options) {
		return LibraryProgramMetadataApiFp(this.configuration).uploadProgramMetadataImage(cell, program, file, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* LibraryRecipeApi - axios parameter creator
* @export
*/
const LibraryRecipeApiAxiosParamCreator = function(configuration) {
	return {
		createRecipe: async (cell, programId, body, name, options = {}) => {
			assertParamExists("createRecipe", "cell", cell);
			assertParamExists("createRecipe", "programId", programId);
			assertParamExists("createRecipe", "body", body);
			const localVarPath = `/cells/{cell}/store/recipes`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (programId !== void 0) localVarQueryParameter["program_id"] = programId;
			if (name !== void 0) localVarQueryParameter["name"] = name;
			localVarHeaderParameter["Content-Type"] = "application/json";
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
		deleteRecipe: async (cell, recipe, options = {}) => {
			assertParamExists("deleteRecipe", "cell", cell);
			assertParamExists("deleteRecipe", "recipe", recipe);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
		deleteRecipeList: async (cell, recipeIds, options = {}) => {
			assertParamExists("deleteRecipeList", "cell", cell);
			assertParamExists("deleteRecipeList", "recipeIds", recipeIds);
			const localVarPath = `/cells/{cell}/store/recipes`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (recipeIds) localVarQueryParameter["recipe_ids"] = recipeIds;
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
		getRecipe: async (cell, recipe, options = {}) => {
			assertParamExists("getRecipe", "cell", cell);
			assertParamExists("getRecipe", "recipe", recipe);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
		updateRecipe: async (cell, recipe, body, options = {}) => {
			assertParamExists("updateRecipe", "cell", cell);
			assertParamExists("updateRecipe", "recipe", recipe);
			assertParamExists("updateRecipe", "body", body);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(body, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* LibraryRecipeApi - functional programming interface
* @export
*/
const LibraryRecipeApiFp = function(configuration) {
	const localVarAxiosParamCreator = LibraryRecipeApiAxiosParamCreator(configuration);
	return {
		async createRecipe(cell, programId, body, name, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createRecipe(cell, programId, body, name, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeApi.createRecipe"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteRecipe(cell, recipe, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteRecipe(cell, recipe, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeApi.deleteRecipe"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteRecipeList(cell, recipeIds, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteRecipeList(cell, recipeIds, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeApi.deleteRecipeList"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getRecipe(cell, recipe, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getRecipe(cell, recipe, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeApi.getRecipe"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateRecipe(cell, recipe, body, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateRecipe(cell, recipe, body, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeApi.updateRecipe"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* LibraryRecipeApi - factory interface
* @export
*/
const LibraryRecipeApiFactory = function(configuration, basePath, axios) {
	const localVarFp = LibraryRecipeApiFp(configuration);
	return {
		createRecipe(cell, programId, body, name, options) {
			return localVarFp.createRecipe(cell, programId, body, name, options).then((request) => request(axios, basePath));
		},
		deleteRecipe(cell, recipe, options) {
			return localVarFp.deleteRecipe(cell, recipe, options).then((request) => request(axios, basePath));
		},
		deleteRecipeList(cell, recipeIds, options) {
			return localVarFp.deleteRecipeList(cell, recipeIds, options).then((request) => request(axios, basePath));
		},
		getRecipe(cell, recipe, options) {
			return localVarFp.getRecipe(cell, recipe, options).then((request) => request(axios, basePath));
		},
		updateRecipe(cell, recipe, body, options) {
			return localVarFp.updateRecipe(cell, recipe, body, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* LibraryRecipeApi - object-oriented interface
* @export
* @class LibraryRecipeApi
* @extends {BaseAPI}
*/
var LibraryRecipeApi = class extends BaseAPI {
	/**
	* <!-- theme: danger --> > **Experimental** Creates a new recipe. The corresponding metadata is created as well. 
	* @summary Create Recipe
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} programId The identifier of the program the recipe will be associated with.
	* @param {object} body 
	* @param {string} [name] If no inital name is set a default name based on the program and timestamp is created. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeApi
	*/
	createRecipe(cell, programId, body, name, options) {
		return LibraryRecipeApiFp(this.configuration).createRecipe(cell, programId, body, name, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* # EXPERIMENTAL  > **Note:** This endpoint is experimental and might experience functional changes in the future.  Deletes a recipe. This action is irreversible. 
	* @summary Delete Recipe
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeApi
	*/
	deleteRecipe(cell, recipe, options) {
		return LibraryRecipeApiFp(this.configuration).deleteRecipe(cell, recipe, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Deletes the provided list of recipes. This action is irreversible. 
	* @summary Delete Recipe List
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Array<string>} recipeIds Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe)
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeApi
	*/
	deleteRecipeList(cell, recipeIds, options) {
		return LibraryRecipeApiFp(this.configuration).deleteRecipeList(cell, recipeIds, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Returns the content of a recipe. The identifier of the recipe is recieved on creation or from the metadata list of all the recipes. 
	* @summary Get Recipe
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeApi
	*/
	getRecipe(cell, recipe, options) {
		return LibraryRecipeApiFp(this.configuration).getRecipe(cell, recipe, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Updates an existing recipe. The update is partial, only the set fields get updated. 
	* @summary Update Recipe
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {object} body 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeApi
	*/
	updateRecipe(cell, recipe, body, options) {
		return LibraryRecipeApiFp(this.configuration).updateRecipe(cell, recipe, body, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* LibraryRecipeMetadataApi - axios parameter creator
* @export
*/
const LibraryRecipeMetadataApiAxiosParamCreator = function(configuration) {
	return {
		getRecipeMetadata: async (cell, recipe, options = {}) => {
			assertParamExists("getRecipeMetadata", "cell", cell);
			assertParamExists("getRecipeMetadata", "recipe", recipe);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}/metadata`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
		listRecipeMetadata: async (cell, options = {}) => {
			assertParamExists("listRecipeMetadata", "cell", cell);
			const localVarPath = `/cells/{cell}/store/recipes`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		updateRecipeMetadata: async (cell, recipe, updateRecipeMetadataRequest, options = {}) => {
			assertParamExists("updateRecipeMetadata", "cell", cell);
			assertParamExists("updateRecipeMetadata", "recipe", recipe);
			assertParamExists("updateRecipeMetadata", "updateRecipeMetadataRequest", updateRecipeMetadataRequest);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}/metadata`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(updateRecipeMetadataRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		uploadRecipeMetadataImage: async (cell, recipe, file, options = {}) => {
			assertParamExists("uploadRecipeMetadataImage", "cell", cell);
			assertParamExists("uploadRecipeMetadataImage", "recipe", recipe);
			assertParamExists("uploadRecipeMetadataImage", "file", file);
			const localVarPath = `/cells/{cell}/store/recipes/{recipe}/metadata/image`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{recipe}`, encodeURIComponent(String(recipe)));
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
			const localVarFormParams = new (configuration && configuration.formDataCtor || FormData)();
			setBasicAuthToObject(localVarRequestOptions, configuration);
			await setBearerAuthToObject(localVarHeaderParameter, configuration);
			if (file !== void 0) localVarFormParams.append("file", file);
			localVarHeaderParameter["Content-Type"] = "multipart/form-data";
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
* LibraryRecipeMetadataApi - functional programming interface
* @export
*/
const LibraryRecipeMetadataApiFp = function(configuration) {
	const localVarAxiosParamCreator = LibraryRecipeMetadataApiAxiosParamCreator(configuration);
	return {
		async getRecipeMetadata(cell, recipe, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getRecipeMetadata(cell, recipe, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeMetadataApi.getRecipeMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listRecipeMetadata(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listRecipeMetadata(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeMetadataApi.listRecipeMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeMetadataApi.updateRecipeMetadata"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async uploadRecipeMetadataImage(cell, recipe, file, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.uploadRecipeMetadataImage(cell, recipe, file, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["LibraryRecipeMetadataApi.uploadRecipeMetadataImage"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* LibraryRecipeMetadataApi - factory interface
* @export
*/
const LibraryRecipeMetadataApiFactory = function(configuration, basePath, axios) {
	const localVarFp = LibraryRecipeMetadataApiFp(configuration);
	return {
		getRecipeMetadata(cell, recipe, options) {
			return localVarFp.getRecipeMetadata(cell, recipe, options).then((request) => request(axios, basePath));
		},
		listRecipeMetadata(cell, options) {
			return localVarFp.listRecipeMetadata(cell, options).then((request) => request(axios, basePath));
		},
		updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options) {
			return localVarFp.updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options).then((request) => request(axios, basePath));
		},
		uploadRecipeMetadataImage(cell, recipe, file, options) {
			return localVarFp.uploadRecipeMetadataImage(cell, recipe, file, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* LibraryRecipeMetadataApi - object-oriented interface
* @export
* @class LibraryRecipeMetadataApi
* @extends {BaseAPI}
*/
var LibraryRecipeMetadataApi = class extends BaseAPI {
	/**
	* <!-- theme: danger --> > **Experimental** Returns the metadata of the recipe. 
	* @summary Get Recipe Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeMetadataApi
	*/
	getRecipeMetadata(cell, recipe, options) {
		return LibraryRecipeMetadataApiFp(this.configuration).getRecipeMetadata(cell, recipe, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** List of all the stored recipes, represented by their metadata. 
	* @summary List Recipe Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeMetadataApi
	*/
	listRecipeMetadata(cell, options) {
		return LibraryRecipeMetadataApiFp(this.configuration).listRecipeMetadata(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Updates the metadata of a recipe. The update is partial, only the set fields get updated. 
	* @summary Update Recipe Metadata
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {UpdateRecipeMetadataRequest} updateRecipeMetadataRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeMetadataApi
	*/
	updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options) {
		return LibraryRecipeMetadataApiFp(this.configuration).updateRecipeMetadata(cell, recipe, updateRecipeMetadataRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Uploads an image for a recipe. The image is served as a static file and the path is stored in the metadata. 
	* @summary Upload Recipe Metadata Image
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} recipe Recieved from [listRecipeMetadata](listRecipeMetadata) or from the response of [createRecipe](createRecipe). 
	* @param {File} file 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LibraryRecipeMetadataApi
	*/
	uploadRecipeMetadataImage(cell, recipe, file, options) {
		return LibraryRecipeMetadataApiFp(this.configuration).uploadRecipeMetadataImage(cell, recipe, file, options).then((request) => request(this.axios, this.basePath));
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
	* Get information on the license used with the Wandelbots NOVA instance, e.g. licensed product, expiration date, license status.
	* @summary Get license
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof LicenseApi
	*/
	getLicense(options) {
		return LicenseApiFp(this.configuration).getLicense(options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the license status. If `valid`, Wandelbots NOVA can be used. If `expired`, the license has to be renewed in order to use Wandelbots NOVA.
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
* MotionApi - axios parameter creator
* @export
*/
const MotionApiAxiosParamCreator = function(configuration) {
	return {
		deleteAllMotions: async (cell, options = {}) => {
			assertParamExists("deleteAllMotions", "cell", cell);
			const localVarPath = `/cells/{cell}/motions`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		deleteMotion: async (cell, motion, options = {}) => {
			assertParamExists("deleteMotion", "cell", cell);
			assertParamExists("deleteMotion", "motion", motion);
			const localVarPath = `/cells/{cell}/motions/{motion}/delete`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
		executeTrajectory: async (cell, executeTrajectoryRequest, options = {}) => {
			assertParamExists("executeTrajectory", "cell", cell);
			assertParamExists("executeTrajectory", "executeTrajectoryRequest", executeTrajectoryRequest);
			const localVarPath = `/cells/{cell}/motions/executetrajectory`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		},
		getMotionTrajectory: async (cell, motion, sampleTime, responsesCoordinateSystem, options = {}) => {
			assertParamExists("getMotionTrajectory", "cell", cell);
			assertParamExists("getMotionTrajectory", "motion", motion);
			assertParamExists("getMotionTrajectory", "sampleTime", sampleTime);
			const localVarPath = `/cells/{cell}/motions/{motion}/trajectory`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (sampleTime !== void 0) localVarQueryParameter["sample_time"] = sampleTime;
			if (responsesCoordinateSystem !== void 0) localVarQueryParameter["responses_coordinate_system"] = responsesCoordinateSystem;
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
		getMotionTrajectorySample: async (cell, motion, locationOnTrajectory, responseCoordinateSystem, options = {}) => {
			assertParamExists("getMotionTrajectorySample", "cell", cell);
			assertParamExists("getMotionTrajectorySample", "motion", motion);
			const localVarPath = `/cells/{cell}/motions/{motion}/trajectorysample`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (locationOnTrajectory !== void 0) localVarQueryParameter["location_on_trajectory"] = locationOnTrajectory;
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
		getPlannedMotion: async (cell, motion, sampleTime, options = {}) => {
			assertParamExists("getPlannedMotion", "cell", cell);
			assertParamExists("getPlannedMotion", "motion", motion);
			const localVarPath = `/cells/{cell}/motions/{motion}/planned-motion`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (sampleTime !== void 0) localVarQueryParameter["sample_time"] = sampleTime;
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
		getPlanningMotionGroupModels: async (cell, options = {}) => {
			assertParamExists("getPlanningMotionGroupModels", "cell", cell);
			const localVarPath = `/cells/{cell}/motion-planning/motion-group-models`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		listMotions: async (cell, options = {}) => {
			assertParamExists("listMotions", "cell", cell);
			const localVarPath = `/cells/{cell}/motions`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		loadPlannedMotion: async (cell, plannedMotion, options = {}) => {
			assertParamExists("loadPlannedMotion", "cell", cell);
			assertParamExists("loadPlannedMotion", "plannedMotion", plannedMotion);
			const localVarPath = `/cells/{cell}/planned-motions`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(plannedMotion, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		planCollisionFreePTP: async (cell, planCollisionFreePTPRequest, options = {}) => {
			assertParamExists("planCollisionFreePTP", "cell", cell);
			const localVarPath = `/cells/{cell}/motion-planning/plan-collision-free-ptp`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(planCollisionFreePTPRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		planMotion: async (cell, planRequest, options = {}) => {
			assertParamExists("planMotion", "cell", cell);
			assertParamExists("planMotion", "planRequest", planRequest);
			const localVarPath = `/cells/{cell}/motions`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(planRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		planTrajectory: async (cell, planTrajectoryRequest, options = {}) => {
			assertParamExists("planTrajectory", "cell", cell);
			const localVarPath = `/cells/{cell}/motion-planning/plan-trajectory`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		},
		stopExecution: async (cell, motion, options = {}) => {
			assertParamExists("stopExecution", "cell", cell);
			assertParamExists("stopExecution", "motion", motion);
			const localVarPath = `/cells/{cell}/motions/{motion}/stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
		streamMove: async (cell, streamMoveRequest, options = {}) => {
			assertParamExists("streamMove", "cell", cell);
			assertParamExists("streamMove", "streamMoveRequest", streamMoveRequest);
			const localVarPath = `/cells/{cell}/motions/streammove`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(streamMoveRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		streamMoveBackward: async (cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options = {}) => {
			assertParamExists("streamMoveBackward", "cell", cell);
			assertParamExists("streamMoveBackward", "motion", motion);
			assertParamExists("streamMoveBackward", "playbackSpeedInPercent", playbackSpeedInPercent);
			const localVarPath = `/cells/{cell}/motions/{motion}/executebackward`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (playbackSpeedInPercent !== void 0) localVarQueryParameter["playback_speed_in_percent"] = playbackSpeedInPercent;
			if (responseRate !== void 0) localVarQueryParameter["response_rate"] = responseRate;
			if (responseCoordinateSystem !== void 0) localVarQueryParameter["response_coordinate_system"] = responseCoordinateSystem;
			if (startLocationOnTrajectory !== void 0) localVarQueryParameter["start_location_on_trajectory"] = startLocationOnTrajectory;
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
		streamMoveForward: async (cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options = {}) => {
			assertParamExists("streamMoveForward", "cell", cell);
			assertParamExists("streamMoveForward", "motion", motion);
			assertParamExists("streamMoveForward", "playbackSpeedInPercent", playbackSpeedInPercent);
			const localVarPath = `/cells/{cell}/motions/{motion}/executeforward`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (playbackSpeedInPercent !== void 0) localVarQueryParameter["playback_speed_in_percent"] = playbackSpeedInPercent;
			if (responseRate !== void 0) localVarQueryParameter["response_rate"] = responseRate;
			if (responseCoordinateSystem !== void 0) localVarQueryParameter["response_coordinate_system"] = responseCoordinateSystem;
			if (startLocationOnTrajectory !== void 0) localVarQueryParameter["start_location_on_trajectory"] = startLocationOnTrajectory;
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
		streamMoveToTrajectoryViaJointPTP: async (cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options = {}) => {
			assertParamExists("streamMoveToTrajectoryViaJointPTP", "cell", cell);
			assertParamExists("streamMoveToTrajectoryViaJointPTP", "motion", motion);
			assertParamExists("streamMoveToTrajectoryViaJointPTP", "locationOnTrajectory", locationOnTrajectory);
			const localVarPath = `/cells/{cell}/motions/{motion}/executetotrajectory`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion}`, encodeURIComponent(String(motion)));
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
			if (locationOnTrajectory !== void 0) localVarQueryParameter["location_on_trajectory"] = locationOnTrajectory;
			if (limitOverrideJointVelocityLimitsJoints) localVarQueryParameter["limit_override.joint_velocity_limits.joints"] = limitOverrideJointVelocityLimitsJoints;
			if (limitOverrideJointAccelerationLimitsJoints) localVarQueryParameter["limit_override.joint_acceleration_limits.joints"] = limitOverrideJointAccelerationLimitsJoints;
			if (limitOverrideTcpVelocityLimit !== void 0) localVarQueryParameter["limit_override.tcp_velocity_limit"] = limitOverrideTcpVelocityLimit;
			if (limitOverrideTcpAccelerationLimit !== void 0) localVarQueryParameter["limit_override.tcp_acceleration_limit"] = limitOverrideTcpAccelerationLimit;
			if (limitOverrideTcpOrientationVelocityLimit !== void 0) localVarQueryParameter["limit_override.tcp_orientation_velocity_limit"] = limitOverrideTcpOrientationVelocityLimit;
			if (limitOverrideTcpOrientationAccelerationLimit !== void 0) localVarQueryParameter["limit_override.tcp_orientation_acceleration_limit"] = limitOverrideTcpOrientationAccelerationLimit;
			if (responsesCoordinateSystem !== void 0) localVarQueryParameter["responses_coordinate_system"] = responsesCoordinateSystem;
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
* MotionApi - functional programming interface
* @export
*/
const MotionApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionApiAxiosParamCreator(configuration);
	return {
		async deleteAllMotions(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteAllMotions(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.deleteAllMotions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteMotion(cell, motion, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteMotion(cell, motion, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.deleteMotion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async executeTrajectory(cell, executeTrajectoryRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.executeTrajectory(cell, executeTrajectoryRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.executeTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.getMotionTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.getMotionTrajectorySample"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getPlannedMotion(cell, motion, sampleTime, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getPlannedMotion(cell, motion, sampleTime, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.getPlannedMotion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getPlanningMotionGroupModels(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getPlanningMotionGroupModels(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.getPlanningMotionGroupModels"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listMotions(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listMotions(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.listMotions"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async loadPlannedMotion(cell, plannedMotion, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.loadPlannedMotion(cell, plannedMotion, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.loadPlannedMotion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async planCollisionFreePTP(cell, planCollisionFreePTPRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planCollisionFreePTP(cell, planCollisionFreePTPRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.planCollisionFreePTP"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async planMotion(cell, planRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planMotion(cell, planRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.planMotion"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async planTrajectory(cell, planTrajectoryRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planTrajectory(cell, planTrajectoryRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.planTrajectory"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async stopExecution(cell, motion, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.stopExecution(cell, motion, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.stopExecution"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMove(cell, streamMoveRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMove(cell, streamMoveRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.streamMove"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.streamMoveBackward"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.streamMoveForward"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionApi.streamMoveToTrajectoryViaJointPTP"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionApi - factory interface
* @export
*/
const MotionApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionApiFp(configuration);
	return {
		deleteAllMotions(cell, options) {
			return localVarFp.deleteAllMotions(cell, options).then((request) => request(axios, basePath));
		},
		deleteMotion(cell, motion, options) {
			return localVarFp.deleteMotion(cell, motion, options).then((request) => request(axios, basePath));
		},
		executeTrajectory(cell, executeTrajectoryRequest, options) {
			return localVarFp.executeTrajectory(cell, executeTrajectoryRequest, options).then((request) => request(axios, basePath));
		},
		getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options) {
			return localVarFp.getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options).then((request) => request(axios, basePath));
		},
		getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options) {
			return localVarFp.getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options).then((request) => request(axios, basePath));
		},
		getPlannedMotion(cell, motion, sampleTime, options) {
			return localVarFp.getPlannedMotion(cell, motion, sampleTime, options).then((request) => request(axios, basePath));
		},
		getPlanningMotionGroupModels(cell, options) {
			return localVarFp.getPlanningMotionGroupModels(cell, options).then((request) => request(axios, basePath));
		},
		listMotions(cell, options) {
			return localVarFp.listMotions(cell, options).then((request) => request(axios, basePath));
		},
		loadPlannedMotion(cell, plannedMotion, options) {
			return localVarFp.loadPlannedMotion(cell, plannedMotion, options).then((request) => request(axios, basePath));
		},
		planCollisionFreePTP(cell, planCollisionFreePTPRequest, options) {
			return localVarFp.planCollisionFreePTP(cell, planCollisionFreePTPRequest, options).then((request) => request(axios, basePath));
		},
		planMotion(cell, planRequest, options) {
			return localVarFp.planMotion(cell, planRequest, options).then((request) => request(axios, basePath));
		},
		planTrajectory(cell, planTrajectoryRequest, options) {
			return localVarFp.planTrajectory(cell, planTrajectoryRequest, options).then((request) => request(axios, basePath));
		},
		stopExecution(cell, motion, options) {
			return localVarFp.stopExecution(cell, motion, options).then((request) => request(axios, basePath));
		},
		streamMove(cell, streamMoveRequest, options) {
			return localVarFp.streamMove(cell, streamMoveRequest, options).then((request) => request(axios, basePath));
		},
		streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
			return localVarFp.streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options).then((request) => request(axios, basePath));
		},
		streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
			return localVarFp.streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options).then((request) => request(axios, basePath));
		},
		streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options) {
			return localVarFp.streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionApi - object-oriented interface
* @export
* @class MotionApi
* @extends {BaseAPI}
*/
var MotionApi = class extends BaseAPI {
	/**
	* Delete all registered motions.
	* @summary All Motions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	deleteAllMotions(cell, options) {
		return MotionApiFp(this.configuration).deleteAllMotions(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Remove a previously created motion from cache. Use [listMotions](listMotions) to list all available motions. Motions are removed automatically if the motion group or the corresponding controller is disconnected.
	* @summary Remove
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	deleteMotion(cell, motion, options) {
		return MotionApiFp(this.configuration).deleteMotion(cell, motion, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger -->  > Websocket endpoint  Provides execution control over a previously planned trajectory. Enables the caller to attach I/O actions to the trajectory.  Understanding the concept of location:   The location or path parameter specifies the exact position along a trajectory.   The location is a scalar value that ranges from 0 to `n`,   where `n` denotes the number of motion commands, or trajectory segments, e.g. line, p2p, etc. See [planMotion](planMotion).   Each integer value of the location corresponds to one motion command, e.g. 3.0 to 3.999 could be a line.  ### Preconditions  - The motion group\'s control mode is not claimed by any other endpoint. - The motion group\'s joint position are at start location specified with InitializeMovementRequest.  ### Requests  #### 1. Send InitializeMovementRequest to lock the trajectory to this connection   The following actions are executed:   - Sets robot controller mode to control mode,   - Sets start location of the execution    Keep in mind that only a single trajectory can be locked to a websocket connection at a time and not unlocked anymore.   To execute another trajectory, a new connection must be established.  #### 2. Send StartMovementRequest to start the movement  Sets direction of movement, default is forward.  #### **Optional**  - To pause, send PauseMovementRequest before the movement has reached its end location. - Change the movement\'s velocity with PlaybackSpeedRequest after initializing the movement with InitializeMovementRequest.  ### Responses  - InitializeMovementResponse is sent to signal the success or failure of the InitializeMovementRequest. - Movement responses are streamed after a StartMovementRequest successfully started the movement.   Movement responses are streamed in a rate that is defined as the multiple of the controller step-rate closest to   but not exceeding the rate configured by InitializeMovementRequest. - Standstill reponse  is sent once the movement has finished or has come to a standstill due to a pause. - PauseMovementResponse is sent to signal the success of the PauseMovementRequest. It does not signal the end of the movement.   End of movement is signaled by Standstill reponse . - PlaybackSpeedResponse is sent to signal the success of the PlaybackSpeedRequest. - MovementError with error details is sent in case of an unexpected error, e.g. controller disconnects during movement.  ### Tips and Tricks  - A movement can be paused and resumed by sending PauseMovementRequest and StartMovementRequest. - Send PlaybackSpeedRequest before StartMovementRequest to reduce the velocity of the movement before it starts. - Send PlaybackSpeedRequest repeatedly to implement a slider. The velocity of the motion group can be adjusted with each controller step. Therefore, if your app needs a slider-like UI to alter the velocity of a currently running movement, you can send PlaybackSpeedRequest with different speed values repeatedly during the movement. - A closed trajectory (end and start joint position are equal) can be repeated by sending StartMovementRequest after the movement has finished. 
	* @summary Execute Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {ExecuteTrajectoryRequest} executeTrajectoryRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	executeTrajectory(cell, executeTrajectoryRequest, options) {
		return MotionApiFp(this.configuration).executeTrajectory(cell, executeTrajectoryRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the trajectory of a planned motion with defined `sample_time` in milliseconds (ms). The trajectory is a list of points containing cartesian and joint data. The cartesian data is in the requested coordinate system. To get a single point of the trajectory, please use the [getMotionTrajectorySample](getMotionTrajectorySample) endpoint. 
	* @summary Get Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} sampleTime The value of &#x60;sample_time&#x60; is the time in milliseconds (ms) between each point in the trajectory. 
	* @param {string} [responsesCoordinateSystem] Unique identifier addressing a coordinate system to which the cartesian data of the responses should be converted. Default: world coordinate system. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options) {
		return MotionApiFp(this.configuration).getMotionTrajectory(cell, motion, sampleTime, responsesCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get a single point at a certain location of a planned motion.  To get the whole trajectory, use the [getMotionTrajectory](getMotionTrajectory) endpoint.
	* @summary Get Trajectory Sample
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} [locationOnTrajectory] 
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system in which the cartesian data of the response should be converted to. Default is the world coordinate system.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options) {
		return MotionApiFp(this.configuration).getMotionTrajectorySample(cell, motion, locationOnTrajectory, responseCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the joint data of a planned motion. The planned motion contains only the joint information, to persistently store and reload it later. The data will be sampled equidistantly with defined `sample_time` in milliseconds (ms). If not provided, the data is returned as it is stored on Wandelbots NOVA system.  To request cartesian data for visualization purposes, use the [getMotionTrajectory](getMotionTrajectory) endpoint. To get a single point of the planned motion, use the [getMotionTrajectorySample](getMotionTrajectorySample) endpoint.
	* @summary Get Planned Motion
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} [sampleTime] -| The value of &#x60;sample_time&#x60; is the time in milliseconds (ms) between each datapoint of the planned motion. Optional. If not provided, the data is returned as it is stored internally and equidistant sampling is not guaranteed.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	getPlannedMotion(cell, motion, sampleTime, options) {
		return MotionApiFp(this.configuration).getPlannedMotion(cell, motion, sampleTime, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns motion group models that are supported for planning. 
	* @summary Motion Group Models for Planning
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	getPlanningMotionGroupModels(cell, options) {
		return MotionApiFp(this.configuration).getPlanningMotionGroupModels(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all currently planned and available motions. Use [planMotion](planMotion) to plan a new motion. Motions are removed if the corresponding motion group or controller disconnects.
	* @summary List All Motions
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	listMotions(cell, options) {
		return MotionApiFp(this.configuration).listMotions(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Loads and validates the data of a planned motion into a motion session. The response contains information about the validated motion.  Validation can lead to three different results: - Fully valid: The whole planned motion can be executed from start to end. The response will contain the session to move the robot. - Partially valid: Only parts of the planned motion can be executed. The response will contain the session to move the robot and information about the failure for the part that is not executable. - Invalid: The planned motion can not be executed. The response will tell you, which information about the reason of failure.  If the motion is at least partially valid, the parts of the motion that are valid can be executed using the [streamMoveForward](streamMoveForward) endpoint.  You can use the following workflows:   - Plan motions using the [planMotion](planMotion) endpoint,   - Store the planned motion persistently,   - Use this endpoint to reload the stored motion and get a motion session for it.   - Execute the loaded motion using the [streamMoveForward](streamMoveForward) endpoint.  OR:   - Generate a planned motion with [planTrajectory](planTrajectory) or your own motion planner,   - Send the planned motion to this endpoint to validate it and get a motion session for it,   - Execute your motion using the [streamMoveForward](streamMoveForward) endpoint.  Once a planned motion is validated, it is treated like a motion session and will appear in the list of available motions, see [listMotions](listMotions) endpoint. You can then execute a motion session with the [streamMoveForward](streamMoveForward) endpoint.
	* @summary Load Planned Motion
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlannedMotion} plannedMotion 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	loadPlannedMotion(cell, plannedMotion, options) {
		return MotionApiFp(this.configuration).loadPlannedMotion(cell, plannedMotion, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger -->  > **Experimental**  Plans a collision-free PTP motion for a single motion group.  Use the following workflow to execute a planned trajectory: 1. Plan collision-free movement/motion. 2. Validate and load the planned trajectory using the [loadPlannedMotion](loadPlannedMotion) endpoint. 3. Execute the loaded trajectory using the [streamMove](streamMove) endpoint.
	* @summary Plan Collision Free PTP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlanCollisionFreePTPRequest} [planCollisionFreePTPRequest] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	planCollisionFreePTP(cell, planCollisionFreePTPRequest, options) {
		return MotionApiFp(this.configuration).planCollisionFreePTP(cell, planCollisionFreePTPRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Use [planTrajectory](planTrajectory) and [loadPlannedMotion](loadPlannedMotion) instead.  Plans a new motion for a single previously configured [motion group](listMotionGroups). Motions are described by a sequence of motion commands starting with start joints. A motion is planned from standstill to standstill. A single motion has constant TCP and payload. Currently, I/O actions can\'t be attached to a motion to execute the action in realtime while a motion is executed. If an I/O is needed at a specific point, multiple motions need to be planned. If an I/O is needed to be set while a motion is executed, the endpoint [setOutputValues](setOutputValues) could be used.
	* @summary Plan Motion
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlanRequest} planRequest 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	planMotion(cell, planRequest, options) {
		return MotionApiFp(this.configuration).planMotion(cell, planRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Plans a new trajectory for a single motion group.  Describe the trajectory as a sequence of motion commands that the robots TCP should follow.  Use the following workflow to execute a planned trajectory: 1. Plan a trajectory. 2. Validate and load the planned trajectory using the [loadPlannedMotion](loadPlannedMotion) endpoint. 3. Execute the loaded trajectory using the [streamMove](streamMove) endpoint.  If the trajectory is not executable, the [PlanTrajectoryResponse](PlanTrajectoryResponse) will contain the joint trajectory up until the error, e.g. all samples until a collision occurs. EXCEPTION: If a CartesianPTP or JointPTP motion command has an invalid target, the response will contain the trajectory up until the start of the invalid PTP motion.
	* @summary Plan Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {PlanTrajectoryRequest} [planTrajectoryRequest] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	planTrajectory(cell, planTrajectoryRequest, options) {
		return MotionApiFp(this.configuration).planTrajectory(cell, planTrajectoryRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stops an active motion gracefully with deceleration until standstill while staying on the planned trajectory. When an active movement is stopped any further update request will be rejected. The active movement request returns until the robot has reached standstill. Currently it is not possible to restart the motion. Please send in a feature request if you need to restart/continue the motion.
	* @summary Stop
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	stopExecution(cell, motion, options) {
		return MotionApiFp(this.configuration).stopExecution(cell, motion, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Use `executeTrajectory` instead.  Moves the motion group forward or backward along a previously planned motion. Or request to move the motion group via joint point-to-point to a given location on a planned motion. Or set the playback speed of the motion. Or stop the motion execution. 
	* @summary Stream Move
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {StreamMoveRequest} streamMoveRequest 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	streamMove(cell, streamMoveRequest, options) {
		return MotionApiFp(this.configuration).streamMove(cell, streamMoveRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Use the [executeTrajectory](executeTrajectory) endpoint instead. Request to move the motion group backward along a previously planned motion. Once started, you can stop a motion using the [stopExecution](stopExecution) endpoint. Prerequisites, before starting the motion execution:  - The motion group is currently at the endpoint of the planned motion. OR  - The motion was stopped using [stopExecution](stopExecution) endpoint. Then it is possible to resume the motion execution from where it stopped. OR  - The motion group was moved onto the motion using the [streamMoveToTrajectoryViaJointP2P](streamMoveToTrajectoryViaJointP2P) endpoint.
	* @summary Stream Backward
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} playbackSpeedInPercent Set the velocity for executed movements of the motion in percent. A percentage of 100% means that the robot moves as fast as possible without violating the limits. Setting this value does not affect the overall shape of the velocity profile. Everything is slowed down by the same factor. Therefore, this should only be used for teaching and trajectory evaluation purposes. If the process requires a certain velocity, the respective limits should be set when planning the motion. This will not change the velocity override of the controller. The controller velocity override value shall be 100% to ensure controllability of the motion group. 
	* @param {number} [responseRate] Update rate for the response message in milliseconds (ms). Default is 200 ms. We recommend to use the step rate of the controller or a multiple of the step rate as NOVA updates the state in the controller\&#39;s step rate as well. Minimal response rate is the step rate of controller.
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the cartesian data of the responses should be converted. Default is the world coordinate system. 
	* @param {number} [startLocationOnTrajectory] Location the motion is requested to start at. The default value is the end of the trajectory. The location is a scalar value that defines a position along a path, typically ranging from 0 to &#x60;n&#x60;, where &#x60;n&#x60; denotes the number of motion commands. Each integer value of the location corresponds to a specific motion command, while non-integer values interpolate positions within the segments. The location is calculated from the joint path. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
		return MotionApiFp(this.configuration).streamMoveBackward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint. Use the [executeTrajectory](executeTrajectory) endpoint instead. Moves the motion group forward along a previously planned motion. Once started, you can stop a motion using the [stopExecution](stopExecution) endpoint. Prerequisites, before starting the motion execution:  - The motion group is currently at the start point of the planned motion. OR  - The motion was stopped using [stopExecution](stopExecution) endpoint. Then it is possible to resume the motion execution from where it stopped. OR  - The motion group was moved onto the motion using the [streamMoveToTrajectoryViaJointP2P](streamMoveToTrajectoryViaJointP2P) endpoint.
	* @summary Stream Forward
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} playbackSpeedInPercent Set the velocity for executed movements of the motion in percent. A percentage of 100% means that the robot moves as fast as possible without violating the limits. Setting this value does not affect the overall shape of the velocity profile. Everything is slowed down by the same factor. Therefore, this should only be used for teaching and trajectory evaluation purposes. If the process requires a certain velocity, the respective limits should be set when planning the motion. This will not change the velocity override of the controller. The controller velocity override value shall be 100% to ensure controllability of the motion group. 
	* @param {number} [responseRate] Update rate for the response message in milliseconds (ms). Default is 200 ms. We recommend to use the step rate of the controller or a multiple of the step rate as NOVA updates the state in the controller\&#39;s step rate as well. Minimal response rate is the step rate of controller.
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the cartesian data of the responses should be converted. Default is the world coordinate system. 
	* @param {number} [startLocationOnTrajectory] Location the motion is requested to start at. The default value is the begin of the trajectory. The location is a scalar value that defines a position along a path, typically ranging from 0 to &#x60;n&#x60;, where &#x60;n&#x60; denotes the number of motion commands. Each integer value of the location corresponds to a specific motion command, while non-integer values interpolate positions within the segments. The location is calculated from the joint path. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options) {
		return MotionApiFp(this.configuration).streamMoveForward(cell, motion, playbackSpeedInPercent, responseRate, responseCoordinateSystem, startLocationOnTrajectory, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Request to move the motion group via joint point-to-point to a given location on a planned motion. You must use this endpoint in order to start moving from an arbritrary location of the trajectory. Afterwards, you are able to call [streamMoveForward](streamMoveForward) or [streamMoveBackward](streamMoveBackward) to move along planned motion. Use the [stopExecution](stopExecution) endpoint to stop the motion gracefully.
	* @summary Stream to Trajectory
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motion This represents the UUID of a motion. Every executable or partially executable motion is cached and an UUID is returned. Indicate the UUID to execute the motion or retrieve information on the motion.
	* @param {number} locationOnTrajectory 
	* @param {Array<number>} [limitOverrideJointVelocityLimitsJoints] The joint velocity limits for the p2p motion to a previously planned motion.
	* @param {Array<number>} [limitOverrideJointAccelerationLimitsJoints] The joint acceleration limits for the p2p motion to a previously planned motion.
	* @param {number} [limitOverrideTcpVelocityLimit] Maximum allowed TCP velocity in [mm/s].
	* @param {number} [limitOverrideTcpAccelerationLimit] Maximum allowed TCP acceleration in [mm/s^2].
	* @param {number} [limitOverrideTcpOrientationVelocityLimit] Maximum allowed TCP rotation velocity in [rad/s].
	* @param {number} [limitOverrideTcpOrientationAccelerationLimit] Maximum allowed TCP rotation acceleration in [rad/s^2].
	* @param {string} [responsesCoordinateSystem] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionApi
	*/
	streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options) {
		return MotionApiFp(this.configuration).streamMoveToTrajectoryViaJointPTP(cell, motion, locationOnTrajectory, limitOverrideJointVelocityLimitsJoints, limitOverrideJointAccelerationLimitsJoints, limitOverrideTcpVelocityLimit, limitOverrideTcpAccelerationLimit, limitOverrideTcpOrientationVelocityLimit, limitOverrideTcpOrientationAccelerationLimit, responsesCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupApi - axios parameter creator
* @export
*/
const MotionGroupApiAxiosParamCreator = function(configuration) {
	return {
		activateAllMotionGroups: async (cell, controller, options = {}) => {
			assertParamExists("activateAllMotionGroups", "cell", cell);
			assertParamExists("activateAllMotionGroups", "controller", controller);
			const localVarPath = `/cells/{cell}/motion-groups/all`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (controller !== void 0) localVarQueryParameter["controller"] = controller;
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
		activateMotionGroup: async (cell, motionGroup, options = {}) => {
			assertParamExists("activateMotionGroup", "cell", cell);
			assertParamExists("activateMotionGroup", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (motionGroup !== void 0) localVarQueryParameter["motion_group"] = motionGroup;
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
		deactivateMotionGroup: async (cell, motionGroup, options = {}) => {
			assertParamExists("deactivateMotionGroup", "cell", cell);
			assertParamExists("deactivateMotionGroup", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		listMotionGroups: async (cell, options = {}) => {
			assertParamExists("listMotionGroups", "cell", cell);
			const localVarPath = `/cells/{cell}/motion-groups`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
* MotionGroupApi - functional programming interface
* @export
*/
const MotionGroupApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupApiAxiosParamCreator(configuration);
	return {
		async activateAllMotionGroups(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.activateAllMotionGroups(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.activateAllMotionGroups"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async activateMotionGroup(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.activateMotionGroup(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.activateMotionGroup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deactivateMotionGroup(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deactivateMotionGroup(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.deactivateMotionGroup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listMotionGroups(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listMotionGroups(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupApi.listMotionGroups"]?.[localVarOperationServerIndex]?.url;
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
		activateAllMotionGroups(cell, controller, options) {
			return localVarFp.activateAllMotionGroups(cell, controller, options).then((request) => request(axios, basePath));
		},
		activateMotionGroup(cell, motionGroup, options) {
			return localVarFp.activateMotionGroup(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		deactivateMotionGroup(cell, motionGroup, options) {
			return localVarFp.deactivateMotionGroup(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		listMotionGroups(cell, options) {
			return localVarFp.listMotionGroups(cell, options).then((request) => request(axios, basePath));
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
	* Activate the motion group and keeps the motion group in an active status. To activate all motion groups of a robot controller, use this endpoint. It will return all activated motion groups of that controller.  When activating motion groups, it is not possible to interact with the controller in any other way.  To deactivate a motion group, use [deactivateMotionGroup](deactivateMotionGroup). 
	* @summary Activate All
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	activateAllMotionGroups(cell, controller, options) {
		return MotionGroupApiFp(this.configuration).activateAllMotionGroups(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Activate the motion group and keeps the motion group in an active status. To manually activate a motion group, use this endpoint.  When activating a motion group, interacting with the controller in other ways is not possible.  To deactivate a motion group, use [deactivateMotionGroup](deactivateMotionGroup). 
	* @summary Activate
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	activateMotionGroup(cell, motionGroup, options) {
		return MotionGroupApiFp(this.configuration).activateMotionGroup(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deactivate a motion group. Activate the motion group and keeps the motion group in an active status.  The robot controller streams information about all active motion groups. Deactivate motion groups that you no longer use.  When deactivating motion groups, it is not possible to interact with the controller in any other way. 
	* @summary Deactivate
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	deactivateMotionGroup(cell, motionGroup, options) {
		return MotionGroupApiFp(this.configuration).deactivateMotionGroup(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* List all active motion groups. A motion group is active if it is currently used by a controller. 
	* @summary List Active
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupApi
	*/
	listMotionGroups(cell, options) {
		return MotionGroupApiFp(this.configuration).listMotionGroups(cell, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupInfosApi - axios parameter creator
* @export
*/
const MotionGroupInfosApiAxiosParamCreator = function(configuration) {
	return {
		getActivePayload: async (cell, motionGroup, options = {}) => {
			assertParamExists("getActivePayload", "cell", cell);
			assertParamExists("getActivePayload", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/payloads/current`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		getActiveTcp: async (cell, motionGroup, rotationType, options = {}) => {
			assertParamExists("getActiveTcp", "cell", cell);
			assertParamExists("getActiveTcp", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/tcps/current`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			if (rotationType !== void 0) localVarQueryParameter["rotation_type"] = rotationType;
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
		getCurrentMotionGroupState: async (cell, motionGroup, tcp, responseCoordinateSystem, options = {}) => {
			assertParamExists("getCurrentMotionGroupState", "cell", cell);
			assertParamExists("getCurrentMotionGroupState", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/state`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			if (tcp !== void 0) localVarQueryParameter["tcp"] = tcp;
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
		getInfoCapabilities: async (cell, motionGroup, options = {}) => {
			assertParamExists("getInfoCapabilities", "cell", cell);
			assertParamExists("getInfoCapabilities", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/info-capabilities`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		getMotionGroupSpecification: async (cell, motionGroup, options = {}) => {
			assertParamExists("getMotionGroupSpecification", "cell", cell);
			assertParamExists("getMotionGroupSpecification", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/specification`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		getMounting: async (cell, motionGroup, options = {}) => {
			assertParamExists("getMounting", "cell", cell);
			assertParamExists("getMounting", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/mounting`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		getOptimizerConfiguration: async (cell, motionGroup, tcp, options = {}) => {
			assertParamExists("getOptimizerConfiguration", "cell", cell);
			assertParamExists("getOptimizerConfiguration", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/optimizer-setup`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			if (tcp !== void 0) localVarQueryParameter["tcp"] = tcp;
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
		getSafetySetup: async (cell, motionGroup, options = {}) => {
			assertParamExists("getSafetySetup", "cell", cell);
			assertParamExists("getSafetySetup", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/safety-setup`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		listPayloads: async (cell, motionGroup, options = {}) => {
			assertParamExists("listPayloads", "cell", cell);
			assertParamExists("listPayloads", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/payloads`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		listTcps: async (cell, motionGroup, rotationType, options = {}) => {
			assertParamExists("listTcps", "cell", cell);
			assertParamExists("listTcps", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/tcps`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			if (rotationType !== void 0) localVarQueryParameter["rotation_type"] = rotationType;
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
		streamMotionGroupState: async (cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options = {}) => {
			assertParamExists("streamMotionGroupState", "cell", cell);
			assertParamExists("streamMotionGroupState", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/state-stream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			if (tcp !== void 0) localVarQueryParameter["tcp"] = tcp;
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
* MotionGroupInfosApi - functional programming interface
* @export
*/
const MotionGroupInfosApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupInfosApiAxiosParamCreator(configuration);
	return {
		async getActivePayload(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getActivePayload(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getActivePayload"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getActiveTcp(cell, motionGroup, rotationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getActiveTcp(cell, motionGroup, rotationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getActiveTcp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getCurrentMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getInfoCapabilities(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getInfoCapabilities(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getInfoCapabilities"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroupSpecification(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupSpecification(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getMotionGroupSpecification"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMounting(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMounting(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getMounting"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getOptimizerConfiguration(cell, motionGroup, tcp, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getOptimizerConfiguration(cell, motionGroup, tcp, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getOptimizerConfiguration"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getSafetySetup(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getSafetySetup(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.getSafetySetup"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listPayloads(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listPayloads(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.listPayloads"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listTcps(cell, motionGroup, rotationType, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listTcps(cell, motionGroup, rotationType, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.listTcps"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupInfosApi.streamMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionGroupInfosApi - factory interface
* @export
*/
const MotionGroupInfosApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionGroupInfosApiFp(configuration);
	return {
		getActivePayload(cell, motionGroup, options) {
			return localVarFp.getActivePayload(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		getActiveTcp(cell, motionGroup, rotationType, options) {
			return localVarFp.getActiveTcp(cell, motionGroup, rotationType, options).then((request) => request(axios, basePath));
		},
		getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options) {
			return localVarFp.getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options).then((request) => request(axios, basePath));
		},
		getInfoCapabilities(cell, motionGroup, options) {
			return localVarFp.getInfoCapabilities(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		getMotionGroupSpecification(cell, motionGroup, options) {
			return localVarFp.getMotionGroupSpecification(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		getMounting(cell, motionGroup, options) {
			return localVarFp.getMounting(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		getOptimizerConfiguration(cell, motionGroup, tcp, options) {
			return localVarFp.getOptimizerConfiguration(cell, motionGroup, tcp, options).then((request) => request(axios, basePath));
		},
		getSafetySetup(cell, motionGroup, options) {
			return localVarFp.getSafetySetup(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		listPayloads(cell, motionGroup, options) {
			return localVarFp.listPayloads(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		listTcps(cell, motionGroup, rotationType, options) {
			return localVarFp.listTcps(cell, motionGroup, rotationType, options).then((request) => request(axios, basePath));
		},
		streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options) {
			return localVarFp.streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionGroupInfosApi - object-oriented interface
* @export
* @class MotionGroupInfosApi
* @extends {BaseAPI}
*/
var MotionGroupInfosApi = class extends BaseAPI {
	/**
	* Gets the currently selected payload of the motion group. The payload is defined as the sum of all weights attached to the flange/endpoint of the motion group, e.g. sum of the tools and workpiece weight that are currently attached. 
	* @summary Selected Payload
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getActivePayload(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).getActivePayload(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the internal selected TCP of a connected device.
	* @summary Selected TCP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {RotationAngleTypes} [rotationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getActiveTcp(cell, motionGroup, rotationType, options) {
		return MotionGroupInfosApiFp(this.configuration).getActiveTcp(cell, motionGroup, rotationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the current state of the selected motion group including the current joint position, velocity, pose, and more. 
	* @summary State of Device
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {string} [tcp] The identifier of the tool center point (TCP) to be used for tcp_pose in response. If not set, the flange pose is returned as tcp_pose. 
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the responses should be converted. If not set, world coordinate system is used. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options) {
		return MotionGroupInfosApiFp(this.configuration).getCurrentMotionGroupState(cell, motionGroup, tcp, responseCoordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Shows the options the motion group offers in regard to the information service.  Some motion groups may not provide all information services, e.g. some manufacturers don\'t have a blending zone concept. 
	* @summary Capabilities
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getInfoCapabilities(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).getInfoCapabilities(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get static properties of the motion group. Those properties are used internally for motion group plannning. Only supported motion groups will return a valid response. 
	* @summary Get Static Properties
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getMotionGroupSpecification(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).getMotionGroupSpecification(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the configured mounting pose offset in relation to world coordinate system and the motion groups coordinate system. 
	* @summary Device Mounting
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getMounting(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).getMounting(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger -->  > **Experimental**  Get the complete configuration which can be passed to the planner-optimizer (incl. motion group description, limits etc.) 
	* @summary Optimizer Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {string} [tcp] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getOptimizerConfiguration(cell, motionGroup, tcp, options) {
		return MotionGroupInfosApiFp(this.configuration).getOptimizerConfiguration(cell, motionGroup, tcp, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the safety setup and limitations of a connected device, which restricts the device. Safety settings are configured globally on the robot controller and are valid for all the connected devices (like robots).
	* @summary Safety Setup and Limitations
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	getSafetySetup(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).getSafetySetup(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all defined payloads of the motion group. The payload is defined as the sum of all weights attached to the flange/endpoint of the motion group, e.g. sum of the tools and workpiece weight that are currently attached. 
	* @summary List Payloads
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	listPayloads(cell, motionGroup, options) {
		return MotionGroupInfosApiFp(this.configuration).listPayloads(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get all internal configured TCPs of a connected device.
	* @summary List TCPs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {RotationAngleTypes} [rotationType] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	listTcps(cell, motionGroup, rotationType, options) {
		return MotionGroupInfosApiFp(this.configuration).listTcps(cell, motionGroup, rotationType, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Receive updates of the motion group state. The stream will be closed from the server if the controller is disconnected. 
	* @summary Stream State of Device
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {number} [responseRate] Update rate for the response message in milliseconds (ms). Default is 200 ms. We recommend to use the step rate of the controller or a multiple of the step rate as NOVA updates the state in the controller\&#39;s step rate as well. Minimal response rate is the step rate of controller.
	* @param {string} [responseCoordinateSystem] Unique identifier addressing a coordinate system to which the cartesian data of the responses should be converted. Default is the world coordinate system. 
	* @param {string} [tcp] The identifier of the tool center point (TCP) to be used for tcp_pose in response. If not set, the flange pose is returned as tcp_pose. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupInfosApi
	*/
	streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options) {
		return MotionGroupInfosApiFp(this.configuration).streamMotionGroupState(cell, motionGroup, responseRate, responseCoordinateSystem, tcp, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupJoggingApi - axios parameter creator
* @export
*/
const MotionGroupJoggingApiAxiosParamCreator = function(configuration) {
	return {
		directionJogging: async (cell, directionJoggingRequest, options = {}) => {
			assertParamExists("directionJogging", "cell", cell);
			assertParamExists("directionJogging", "directionJoggingRequest", directionJoggingRequest);
			const localVarPath = `/cells/{cell}/motion-groups/move-tcp`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(directionJoggingRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getJoggingCapabilities: async (cell, motionGroup, options = {}) => {
			assertParamExists("getJoggingCapabilities", "cell", cell);
			assertParamExists("getJoggingCapabilities", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/jogging-capabilities`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
		jointJogging: async (cell, jointJoggingRequest, options = {}) => {
			assertParamExists("jointJogging", "cell", cell);
			assertParamExists("jointJogging", "jointJoggingRequest", jointJoggingRequest);
			const localVarPath = `/cells/{cell}/motion-groups/move-joint`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(jointJoggingRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		stopJogging: async (cell, motionGroup, options = {}) => {
			assertParamExists("stopJogging", "cell", cell);
			assertParamExists("stopJogging", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
* MotionGroupJoggingApi - functional programming interface
* @export
*/
const MotionGroupJoggingApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupJoggingApiAxiosParamCreator(configuration);
	return {
		async directionJogging(cell, directionJoggingRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.directionJogging(cell, directionJoggingRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupJoggingApi.directionJogging"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getJoggingCapabilities(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getJoggingCapabilities(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupJoggingApi.getJoggingCapabilities"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async jointJogging(cell, jointJoggingRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.jointJogging(cell, jointJoggingRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupJoggingApi.jointJogging"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async stopJogging(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.stopJogging(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupJoggingApi.stopJogging"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionGroupJoggingApi - factory interface
* @export
*/
const MotionGroupJoggingApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionGroupJoggingApiFp(configuration);
	return {
		directionJogging(cell, directionJoggingRequest, options) {
			return localVarFp.directionJogging(cell, directionJoggingRequest, options).then((request) => request(axios, basePath));
		},
		getJoggingCapabilities(cell, motionGroup, options) {
			return localVarFp.getJoggingCapabilities(cell, motionGroup, options).then((request) => request(axios, basePath));
		},
		jointJogging(cell, jointJoggingRequest, options) {
			return localVarFp.jointJogging(cell, jointJoggingRequest, options).then((request) => request(axios, basePath));
		},
		stopJogging(cell, motionGroup, options) {
			return localVarFp.stopJogging(cell, motionGroup, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionGroupJoggingApi - object-oriented interface
* @export
* @class MotionGroupJoggingApi
* @extends {BaseAPI}
*/
var MotionGroupJoggingApi = class extends BaseAPI {
	/**
	* Move TCP along/around a specified direction vector with a specified velocity via a websocket.  The purpose of a direction jogging motion is to move a device in exactly one direction with a specified maximum velocity. The sign of the velocity determines the direction of the movement: Positive [+] or Negative [-]. The velocity is given in [mm/s]. In contrast to a planned motion, a jogging motion can be changed dynamically while the motion group is in motion.  Only one single client at a time can jog a particular motion group. If another client tries to jog the same motion group at the same time, the second call will fail.  The movement of the motion group will start as soon as: * the motion group is not in motion * the websocket connection is established * the first request has been sent  As long as the jogging motion is ongoing, responses will be sent continuously and contain the current state of the motion group. The responses will be sent with the specified rate according to the *response_rate* parameter of the initial websocket request. While in motion, the desired direction and velocity can be changed by sending a new request to the same websocket. The motion and sending of the replies will stop when: * a [stopJogging](stopJogging) request was received, processed, and the movement stopped   The motion group state will be published in the original command stream until the motion group has stopped. * the client cancels the stream (not recommended, because final stopping position will not be returned from the stream)  When a physical limit (e.g. workspace boundary) is reached, the motion group will stop moving in the desired direction. The stream, howewer, will continue to send the state until the client cancels the stream or sends the [stopJogging](stopJogging) request.  Singularities are avoided during a jogging motion. This avoidance can result in deviations from the specified direction. The amount of deviation depends on the robot type and current velocity. These mechanisms can lead to a small deviation from the specified direction. The size of deviation is depending on robot type and current velocity.   **Usage example:**  1. Open a websocket via python and start the jogging motion: ```bash > python -m websockets \"ws://<IP of Wandelbots NOVA API>/api/v1/cells/<your cell id>/motion-groups/move-tcp\" ``` 2. Send the following message to the server to move current TCP 2 parts up in z direction and one part in negative y direction with 0.2 mm/s along the specified direction vector: ```json {   \"motion_group\": \"<your motion group id>\",   \"position_direction\": {     \"y\": -0.5,     \"z\": 1   },   \"rotation_direction\": {},   \"position_velocity\": 0.2,   \"response_rate\": 500 } ``` The NOVA API clients support jogging motions without the need to manually open a websocket.  > **NOTE** > > If the jogging movement is stopped immediately, ensure that > > - A websocket connection is established. Websockets can be kept open until the robot\'s movement is done as opposed to a simple HTTP GET request. > > - The motion group is not in motion by another jogging movement or a planned movement.   > **NOTE** > > If the robot does not move, ensure that > > - The joint velocity values are not zero, > > - The motion group is not in a state where it cannot move further (e.g. joint limit reached).  > **NOTE** > > If the specified velocities are higher than the maximum allowed by the robot controller, the motion group will move with the maximum allowed velocities. 
	* @summary Stream Cartesian
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {DirectionJoggingRequest} directionJoggingRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupJoggingApi
	*/
	directionJogging(cell, directionJoggingRequest, options) {
		return MotionGroupJoggingApiFp(this.configuration).directionJogging(cell, directionJoggingRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Shows the options the motion group offers in regard to jogging. Some motion groups may not provide all information services, e.g. it is physically not possible to move a one-axis-turntable in a linear way.
	* @summary Capabilities
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupJoggingApi
	*/
	getJoggingCapabilities(cell, motionGroup, options) {
		return MotionGroupJoggingApiFp(this.configuration).getJoggingCapabilities(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Move one or more joints of a motion group with specified velocities via a websocket.  The purpose of a joint jogging motion is to maneuver a motion group in one or more joints with a specified velocity for each joint. The sign of the velocity determines the direction of the joint movement. The velocity is given in [rad/s]. In contrast to a planned motion, a jogging motion can be changed dynamically while the motion group is in motion.  Only one single client at a time can jog a particular motion group. If another client tries to jog the same motion group at the same time, the second call will fail.  The movement of the motion group will start as soon as: * the motion group is not in motion * the websocket connection is established * the first request has been sent  As long as the jogging motion is ongoing, responses will be sent continuously and contain the current state of the motion group. The responses will be sent with the specified rate according to the *response_rate* parameter of the initial websocket request. While in motion, the desired joint velocity can be changed by sending a new request to the same websocket. The motion and sending of the replies will stop when: * a [stopJogging](stopJogging) request was received, processed, and the movement stopped   Motion group state will be published in the original command stream until the motion group has fully stopped. * the client cancels the stream (not recommended, because final stopping position will not be returned from the stream)  When a physical limit (e.g. joint limit) is reached, the motion group will stop moving in the desired direction. The stream, howewer, will continue to send the state until the client cancels the stream or sends the [stopJogging](stopJogging) request.  **Usage example:**  1. Open a websocket via python and start the jogging motion: ```bash > python -m websockets \"ws://<IP of Wandelbots NOVA API>/api/v1/cells/<your cell id>/motion-groups/move-joint\" ``` 2. Send the following message to move with a velocity of 0.1 rad/s (negative) for joint 5 and 0.2 rad/s for joint 6: ```json {   \"motion_group\": \"<your motion group id>\",   \"joint_velocities\": [0, 0, 0, 0, -0.1, 0.2],   \"response_rate\": 500 } ``` The provided NOVA API clients also natively support jogging motions, without the need to manually open a websocket.  > **NOTE** > > If the jogging movement is stopped immediately, ensure that > > - A websocket connection is established. Websockets can be kept open until the robot\'s movement is done as opposed to a simple HTTP GET request. > > - The motion group is not in motion by another jogging movement or a planned movement.   > **NOTE** > > If the robot does not move, ensure that > > - The joint velocity values are not zero, > > - The motion group is not in a state where it cannot move further (e.g. joint limit reached).  > **NOTE** > > If the specified velocities are higher than the maximum allowed by the robot controller, the motion group will move with the maximum allowed velocities. 
	* @summary Stream Joints
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {JointJoggingRequest} jointJoggingRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupJoggingApi
	*/
	jointJogging(cell, jointJoggingRequest, options) {
		return MotionGroupJoggingApiFp(this.configuration).jointJogging(cell, jointJoggingRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stops an ongoing jogging movement as fast as possible. Until the motion group reaches standstill, it decelerates and keeps the last specified direction.  This call will immediately return even if the deceleration is still in progress. After a stop request has been received, no further updates to the ongoing jogging movement are possible.  State responses will be sent via the jogging stream until the motion group reaches standstill. 
	* @summary Stop
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupJoggingApi
	*/
	stopJogging(cell, motionGroup, options) {
		return MotionGroupJoggingApiFp(this.configuration).stopJogging(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* MotionGroupKinematicApi - axios parameter creator
* @export
*/
const MotionGroupKinematicApiAxiosParamCreator = function(configuration) {
	return {
		calculateAllInverseKinematic: async (cell, motionGroup, allJointPositionsRequest, options = {}) => {
			assertParamExists("calculateAllInverseKinematic", "cell", cell);
			assertParamExists("calculateAllInverseKinematic", "motionGroup", motionGroup);
			assertParamExists("calculateAllInverseKinematic", "allJointPositionsRequest", allJointPositionsRequest);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/kinematic/calculate-all-joint-positions`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(allJointPositionsRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		calculateForwardKinematic: async (cell, motionGroup, tcpPoseRequest, options = {}) => {
			assertParamExists("calculateForwardKinematic", "cell", cell);
			assertParamExists("calculateForwardKinematic", "motionGroup", motionGroup);
			assertParamExists("calculateForwardKinematic", "tcpPoseRequest", tcpPoseRequest);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/kinematic/calculate-tcp-pose`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(tcpPoseRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		calculateInverseKinematic: async (cell, motionGroup, jointPositionRequest, options = {}) => {
			assertParamExists("calculateInverseKinematic", "cell", cell);
			assertParamExists("calculateInverseKinematic", "motionGroup", motionGroup);
			assertParamExists("calculateInverseKinematic", "jointPositionRequest", jointPositionRequest);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/kinematic/calculate-joint-position`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(jointPositionRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getKinematicCapabilities: async (cell, motionGroup, options = {}) => {
			assertParamExists("getKinematicCapabilities", "cell", cell);
			assertParamExists("getKinematicCapabilities", "motionGroup", motionGroup);
			const localVarPath = `/cells/{cell}/motion-groups/{motion-group}/kinematic-capabilities`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group}`, encodeURIComponent(String(motionGroup)));
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
* MotionGroupKinematicApi - functional programming interface
* @export
*/
const MotionGroupKinematicApiFp = function(configuration) {
	const localVarAxiosParamCreator = MotionGroupKinematicApiAxiosParamCreator(configuration);
	return {
		async calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupKinematicApi.calculateAllInverseKinematic"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupKinematicApi.calculateForwardKinematic"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupKinematicApi.calculateInverseKinematic"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getKinematicCapabilities(cell, motionGroup, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getKinematicCapabilities(cell, motionGroup, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["MotionGroupKinematicApi.getKinematicCapabilities"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* MotionGroupKinematicApi - factory interface
* @export
*/
const MotionGroupKinematicApiFactory = function(configuration, basePath, axios) {
	const localVarFp = MotionGroupKinematicApiFp(configuration);
	return {
		calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options) {
			return localVarFp.calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options).then((request) => request(axios, basePath));
		},
		calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options) {
			return localVarFp.calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options).then((request) => request(axios, basePath));
		},
		calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options) {
			return localVarFp.calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options).then((request) => request(axios, basePath));
		},
		getKinematicCapabilities(cell, motionGroup, options) {
			return localVarFp.getKinematicCapabilities(cell, motionGroup, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* MotionGroupKinematicApi - object-oriented interface
* @export
* @class MotionGroupKinematicApi
* @extends {BaseAPI}
*/
var MotionGroupKinematicApi = class extends BaseAPI {
	/**
	* Calculate the joint positions of a motion group in order to move its TCP to a specific pose (Inverse Kinematic Solutions). All solutions are within the configured joint limits of the robot and not in a singular position of the robot.  Return all joint positions as list of distinct joint positions in [rad] with their respective inverse feedback.  Will be empty when unreachable, e.g. outside joint position limits, singular.  Does not include multiple solutions where the robot links are in the same postition. Those can occur when single joints are allowed to move in a range larger than 360 degrees. 
	* @summary All Joint Positions from TCP Pose
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {AllJointPositionsRequest} allJointPositionsRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupKinematicApi
	*/
	calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options) {
		return MotionGroupKinematicApiFp(this.configuration).calculateAllInverseKinematic(cell, motionGroup, allJointPositionsRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Calculates the TCP pose from a joint position sample using the forward kinematics of the motion-group. 
	* @summary TcpPose from JointPosition
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {TcpPoseRequest} tcpPoseRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupKinematicApi
	*/
	calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options) {
		return MotionGroupKinematicApiFp(this.configuration).calculateForwardKinematic(cell, motionGroup, tcpPoseRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Calculate the joint positions the motion-group needs to apply for its TCP to be in a specified pose (Inverse Kinematic Solution).  If multiple solutions are found, the one nearest to the given specified joint position is picked. * For all supported robot models, except the Fanuc CRX line, the returned joint position is guaranteed to have the same configuration (often referred to as ELBOW_UP, WRIST_DOWN, SHOULDER_RIGHT, f.e.) as the specified reference joint position. If the position limit of any single joint allows it to be in a range larger than 2 PI, the respective joint value in the result will be as close as possible to its reference value. * For the Fanuc CRX line the solution is selected to have the smallest distance measured by the norm of its difference to the reference joint position.  The returned joint position is guaranteed to be within the joint limits and not in a singular position of the robot. 
	* @summary Nearest JointPosition from TcpPose
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {JointPositionRequest} jointPositionRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupKinematicApi
	*/
	calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options) {
		return MotionGroupKinematicApiFp(this.configuration).calculateInverseKinematic(cell, motionGroup, jointPositionRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the kinematic endpoints provided for the specified motion-group. 
	* @summary Capabilities
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} motionGroup The motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof MotionGroupKinematicApi
	*/
	getKinematicCapabilities(cell, motionGroup, options) {
		return MotionGroupKinematicApiFp(this.configuration).getKinematicCapabilities(cell, motionGroup, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ProgramApi - axios parameter creator
* @export
*/
const ProgramApiAxiosParamCreator = function(configuration) {
	return {
		createProgramRunner: async (cell, request, options = {}) => {
			assertParamExists("createProgramRunner", "cell", cell);
			assertParamExists("createProgramRunner", "request", request);
			const localVarPath = `/cells/{cell}/programs/runners`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarHeaderParameter["Content-Type"] = "text/plain";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(request, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		executeProgram: async (cell, codeWithArguments, options = {}) => {
			assertParamExists("executeProgram", "cell", cell);
			assertParamExists("executeProgram", "codeWithArguments", codeWithArguments);
			const localVarPath = `/cells/{cell}/programs/execute`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(codeWithArguments, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getProgramRunner: async (cell, runner, options = {}) => {
			assertParamExists("getProgramRunner", "cell", cell);
			assertParamExists("getProgramRunner", "runner", runner);
			const localVarPath = `/cells/{cell}/programs/runners/{runner}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{runner}`, encodeURIComponent(String(runner)));
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
		listProgramRunners: async (cell, options = {}) => {
			assertParamExists("listProgramRunners", "cell", cell);
			const localVarPath = `/cells/{cell}/programs/runners`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		migrateProgram: async (cell, request1, options = {}) => {
			assertParamExists("migrateProgram", "cell", cell);
			assertParamExists("migrateProgram", "request1", request1);
			const localVarPath = `/cells/{cell}/programs/migrate`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarHeaderParameter["Content-Type"] = "text/plain";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(request1, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		planProgram: async (cell, request, identifier, options = {}) => {
			assertParamExists("planProgram", "cell", cell);
			assertParamExists("planProgram", "request", request);
			const localVarPath = `/cells/{cell}/programs/plan`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (identifier !== void 0) localVarQueryParameter["identifier"] = identifier;
			localVarHeaderParameter["Content-Type"] = "text/plain";
			setSearchParams(localVarUrlObj, localVarQueryParameter);
			let headersFromBaseOptions = baseOptions && baseOptions.headers ? baseOptions.headers : {};
			localVarRequestOptions.headers = {
				...localVarHeaderParameter,
				...headersFromBaseOptions,
				...options.headers
			};
			localVarRequestOptions.data = serializeDataIfNeeded(request, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		stopAllProgramRunner: async (cell, options = {}) => {
			assertParamExists("stopAllProgramRunner", "cell", cell);
			const localVarPath = `/cells/{cell}/programs/runners/stop`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		},
		stopProgramRunner: async (cell, runner, options = {}) => {
			assertParamExists("stopProgramRunner", "cell", cell);
			assertParamExists("stopProgramRunner", "runner", runner);
			const localVarPath = `/cells/{cell}/programs/runners/{runner}/stop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{runner}`, encodeURIComponent(String(runner)));
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
		async createProgramRunner(cell, request, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createProgramRunner(cell, request, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.createProgramRunner"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async executeProgram(cell, codeWithArguments, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.executeProgram(cell, codeWithArguments, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.executeProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProgramRunner(cell, runner, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgramRunner(cell, runner, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.getProgramRunner"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listProgramRunners(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listProgramRunners(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.listProgramRunners"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async migrateProgram(cell, request1, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.migrateProgram(cell, request1, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.migrateProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async planProgram(cell, request, identifier, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.planProgram(cell, request, identifier, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.planProgram"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async stopAllProgramRunner(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.stopAllProgramRunner(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.stopAllProgramRunner"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async stopProgramRunner(cell, runner, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.stopProgramRunner(cell, runner, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramApi.stopProgramRunner"]?.[localVarOperationServerIndex]?.url;
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
		createProgramRunner(cell, request, options) {
			return localVarFp.createProgramRunner(cell, request, options).then((request$1) => request$1(axios, basePath));
		},
		executeProgram(cell, codeWithArguments, options) {
			return localVarFp.executeProgram(cell, codeWithArguments, options).then((request) => request(axios, basePath));
		},
		getProgramRunner(cell, runner, options) {
			return localVarFp.getProgramRunner(cell, runner, options).then((request) => request(axios, basePath));
		},
		listProgramRunners(cell, options) {
			return localVarFp.listProgramRunners(cell, options).then((request) => request(axios, basePath));
		},
		migrateProgram(cell, request1, options) {
			return localVarFp.migrateProgram(cell, request1, options).then((request) => request(axios, basePath));
		},
		planProgram(cell, request, identifier, options) {
			return localVarFp.planProgram(cell, request, identifier, options).then((request$1) => request$1(axios, basePath));
		},
		stopAllProgramRunner(cell, options) {
			return localVarFp.stopAllProgramRunner(cell, options).then((request) => request(axios, basePath));
		},
		stopProgramRunner(cell, runner, options) {
			return localVarFp.stopProgramRunner(cell, runner, options).then((request) => request(axios, basePath));
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
	* This endpoint accepts a program written in Wandelscript and if desired, initial arguments (in the form of a dict). It will then execute this Wandelscript asynchronously. It returns a program runner reference which can be used to query the state of the program runner.  ## Parameters See the **Schema** tab for information about the request body.  ## Returns A program runner reference which can be used to query the state of the program runner.  ## Receiving state updates Receive state updates of the program runner via polling the `/programs/runners/{runner_id}/`  ### Via polling You can receive updates about the state of the program runner by polling the `/programs/runners/{runner_id}/` endpoint. ```
	* @summary Create Program Runner
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Request} request 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	createProgramRunner(cell, request, options) {
		return ProgramApiFp(this.configuration).createProgramRunner(cell, request, options).then((request$1) => request$1(this.axios, this.basePath));
	}
	/**
	* Execute a program in Wandelscript. The Wandelscript can also move multiple robots by using the \'do with\' syntax.  The execute operation will be started from the current joint configuration of any addressed robot(s).  Addressed robots have to be in control mode for the execute operation to succeed.  A request to this endpoint will block this endpoint until the program has been executed, or until an error occurs.  The executed movement is returned in case of a succesful execution. Otherwise an error (e.g. out of reach, singularity), is returned.  The Wandelscript can either be submitted as is, using Content-type text/plain, or as content-type application/json with the Wandelscript under \"code\" alongside a set of values provided under \"initial_state\".  * [WandelEngine & Wandelscript Documentation](/docs/docs/wandelscript) 
	* @summary Execute Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {CodeWithArguments} codeWithArguments 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	executeProgram(cell, codeWithArguments, options) {
		return ProgramApiFp(this.configuration).executeProgram(cell, codeWithArguments, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns information about a program currently executed.  When a program is finished: Program response, result, collected Wandelscript logs, etc.  When a program is running: Running status, current executed line, etc.  ## Parameters - **runner_id**: The id of the program runner 
	* @summary Get Program Runner
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} runner 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	getProgramRunner(cell, runner, options) {
		return ProgramApiFp(this.configuration).getProgramRunner(cell, runner, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get details about all existing program runners.
	* @summary List Program Runners
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	listProgramRunners(cell, options) {
		return ProgramApiFp(this.configuration).listProgramRunners(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Migrate a program  ## Parameters See the **Schema** tab for information about the request body
	* @summary Migrate Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Request1} request1 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	migrateProgram(cell, request1, options) {
		return ProgramApiFp(this.configuration).migrateProgram(cell, request1, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Plan a program based on the specified robot type.  The plan operation can be used to check if a Wandelscript is executable, given the current joint configuration of the robot.  If the Wandelscript is executable, the result contains the motion path. If the Wandelscript is not executable, e.g. points that are out of reach, or the joints encounter a singularity, the reason is returned.  The plan operation can be used in other operating modes besides control mode.  The Wandelscript can either be submitted as is, using Content-type text/plain, or as content-type application/json with the Wandelscript under \"code\" alongside a set of values provided under \"initial_state\".  The plan operation can be used in other operating modes besides control mode.  The Wandelscript can either be submitted as is, using Content-type text/plain, or as Content-type application/json with the Wandelscript under \"code\" alongside a set of values provided under \"initial_state\".  * [WandelEngine & Wandelscript Documentation](/docs/docs/wandelscript) 
	* @summary Plan Program
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {Request} request 
	* @param {string} [identifier] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	planProgram(cell, request, identifier, options) {
		return ProgramApiFp(this.configuration).planProgram(cell, request, identifier, options).then((request$1) => request$1(this.axios, this.basePath));
	}
	/**
	* Stop all runners.
	* @summary Stop All Program Runners
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	stopAllProgramRunner(cell, options) {
		return ProgramApiFp(this.configuration).stopAllProgramRunner(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Stop a specific program runner. If the indicated runner was not running, an error will be returned.  ## Parameters - **runner_id**: The id of the program runner
	* @summary Stop Program Runner
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} runner 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramApi
	*/
	stopProgramRunner(cell, runner, options) {
		return ProgramApiFp(this.configuration).stopProgramRunner(cell, runner, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ProgramOperatorApi - axios parameter creator
* @export
*/
const ProgramOperatorApiAxiosParamCreator = function(configuration) {
	return {
		createProgramRun: async (cell, createProgramRunRequest, options = {}) => {
			assertParamExists("createProgramRun", "cell", cell);
			assertParamExists("createProgramRun", "createProgramRunRequest", createProgramRunRequest);
			const localVarPath = `/cells/{cell}/operator/programs/runs`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(createProgramRunRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		createTrigger: async (cell, createTriggerRequest, options = {}) => {
			assertParamExists("createTrigger", "cell", cell);
			assertParamExists("createTrigger", "createTriggerRequest", createTriggerRequest);
			const localVarPath = `/cells/{cell}/operator/triggers`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(createTriggerRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteTrigger: async (trigger, cell, options = {}) => {
			assertParamExists("deleteTrigger", "trigger", trigger);
			assertParamExists("deleteTrigger", "cell", cell);
			const localVarPath = `/cells/{cell}/operator/triggers/{trigger}`.replace(`{trigger}`, encodeURIComponent(String(trigger))).replace(`{cell}`, encodeURIComponent(String(cell)));
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
		getAllProgramRuns: async (cell, state, options = {}) => {
			assertParamExists("getAllProgramRuns", "cell", cell);
			const localVarPath = `/cells/{cell}/operator/programs/runs`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			if (state !== void 0) localVarQueryParameter["state"] = state;
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
		getAllTriggers: async (cell, options = {}) => {
			assertParamExists("getAllTriggers", "cell", cell);
			const localVarPath = `/cells/{cell}/operator/triggers`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		getProgramRun: async (run, cell, options = {}) => {
			assertParamExists("getProgramRun", "run", run);
			assertParamExists("getProgramRun", "cell", cell);
			const localVarPath = `/cells/{cell}/operator/programs/runs/{run}`.replace(`{run}`, encodeURIComponent(String(run))).replace(`{cell}`, encodeURIComponent(String(cell)));
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
		getTrigger: async (trigger, cell, options = {}) => {
			assertParamExists("getTrigger", "trigger", trigger);
			assertParamExists("getTrigger", "cell", cell);
			const localVarPath = `/cells/{cell}/operator/triggers/{trigger}`.replace(`{trigger}`, encodeURIComponent(String(trigger))).replace(`{cell}`, encodeURIComponent(String(cell)));
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
		updateTrigger: async (trigger, cell, updateTriggerRequest, options = {}) => {
			assertParamExists("updateTrigger", "trigger", trigger);
			assertParamExists("updateTrigger", "cell", cell);
			assertParamExists("updateTrigger", "updateTriggerRequest", updateTriggerRequest);
			const localVarPath = `/cells/{cell}/operator/triggers/{trigger}`.replace(`{trigger}`, encodeURIComponent(String(trigger))).replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(updateTriggerRequest, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ProgramOperatorApi - functional programming interface
* @export
*/
const ProgramOperatorApiFp = function(configuration) {
	const localVarAxiosParamCreator = ProgramOperatorApiAxiosParamCreator(configuration);
	return {
		async createProgramRun(cell, createProgramRunRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createProgramRun(cell, createProgramRunRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.createProgramRun"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async createTrigger(cell, createTriggerRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createTrigger(cell, createTriggerRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.createTrigger"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteTrigger(trigger, cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteTrigger(trigger, cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.deleteTrigger"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getAllProgramRuns(cell, state, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getAllProgramRuns(cell, state, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.getAllProgramRuns"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getAllTriggers(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getAllTriggers(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.getAllTriggers"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProgramRun(run, cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgramRun(run, cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.getProgramRun"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getTrigger(trigger, cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getTrigger(trigger, cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.getTrigger"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateTrigger(trigger, cell, updateTriggerRequest, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateTrigger(trigger, cell, updateTriggerRequest, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramOperatorApi.updateTrigger"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ProgramOperatorApi - factory interface
* @export
*/
const ProgramOperatorApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ProgramOperatorApiFp(configuration);
	return {
		createProgramRun(cell, createProgramRunRequest, options) {
			return localVarFp.createProgramRun(cell, createProgramRunRequest, options).then((request) => request(axios, basePath));
		},
		createTrigger(cell, createTriggerRequest, options) {
			return localVarFp.createTrigger(cell, createTriggerRequest, options).then((request) => request(axios, basePath));
		},
		deleteTrigger(trigger, cell, options) {
			return localVarFp.deleteTrigger(trigger, cell, options).then((request) => request(axios, basePath));
		},
		getAllProgramRuns(cell, state, options) {
			return localVarFp.getAllProgramRuns(cell, state, options).then((request) => request(axios, basePath));
		},
		getAllTriggers(cell, options) {
			return localVarFp.getAllTriggers(cell, options).then((request) => request(axios, basePath));
		},
		getProgramRun(run, cell, options) {
			return localVarFp.getProgramRun(run, cell, options).then((request) => request(axios, basePath));
		},
		getTrigger(trigger, cell, options) {
			return localVarFp.getTrigger(trigger, cell, options).then((request) => request(axios, basePath));
		},
		updateTrigger(trigger, cell, updateTriggerRequest, options) {
			return localVarFp.updateTrigger(trigger, cell, updateTriggerRequest, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ProgramOperatorApi - object-oriented interface
* @export
* @class ProgramOperatorApi
* @extends {BaseAPI}
*/
var ProgramOperatorApi = class extends BaseAPI {
	/**
	* <!-- theme: danger --> > **Experimental** This endpoint initiates the execution of a program stored in the program library. A program is started with the a specific program id that exists in the program library. 
	* @summary Run Program from Library
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {CreateProgramRunRequest} createProgramRunRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	createProgramRun(cell, createProgramRunRequest, options) {
		return ProgramOperatorApiFp(this.configuration).createProgramRun(cell, createProgramRunRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Creates a new trigger that automatically runs a program when certain conditions are met. Each trigger has a different configuration, and the configuration must be valid for the provided trigger type. 
	* @summary Create Trigger
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {CreateTriggerRequest} createTriggerRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	createTrigger(cell, createTriggerRequest, options) {
		return ProgramOperatorApiFp(this.configuration).createTrigger(cell, createTriggerRequest, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Delete an existing trigger. 
	* @summary Delete Trigger
	* @param {string} trigger The identifier of the trigger.
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	deleteTrigger(trigger, cell, options) {
		return ProgramOperatorApiFp(this.configuration).deleteTrigger(trigger, cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Retrieves all program runs, including past and current executions. Use the optional `state` parameter to filter the results by their status. 
	* @summary Get All Program Runs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} [state] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	getAllProgramRuns(cell, state, options) {
		return ProgramOperatorApiFp(this.configuration).getAllProgramRuns(cell, state, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Returns all triggers in the system with the program runs caused by each trigger. You can use the program run id to get more details about a specific program run. 
	* @summary Get All Triggers
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	getAllTriggers(cell, options) {
		return ProgramOperatorApiFp(this.configuration).getAllTriggers(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Retrieves detailed information about a specific program run. 
	* @summary Get Program Run
	* @param {string} run 
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	getProgramRun(run, cell, options) {
		return ProgramOperatorApiFp(this.configuration).getProgramRun(run, cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Retrieves detailed information about a specific trigger. 
	* @summary Get Trigger
	* @param {string} trigger The identifier of the trigger.
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	getTrigger(trigger, cell, options) {
		return ProgramOperatorApiFp(this.configuration).getTrigger(trigger, cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* <!-- theme: danger --> > **Experimental** Updates the details of an existing trigger The exact behavior of switching a trigger from active to inactive or vice versa is not defined yet. 
	* @summary Update Trigger
	* @param {string} trigger the id of the trigger
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {UpdateTriggerRequest} updateTriggerRequest 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof ProgramOperatorApi
	*/
	updateTrigger(trigger, cell, updateTriggerRequest, options) {
		return ProgramOperatorApiFp(this.configuration).updateTrigger(trigger, cell, updateTriggerRequest, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* ProgramValuesApi - axios parameter creator
* @export
*/
const ProgramValuesApiAxiosParamCreator = function(configuration) {
	return {
		clearProgramsValues: async (cell, options = {}) => {
			assertParamExists("clearProgramsValues", "cell", cell);
			const localVarPath = `/cells/{cell}/programs/values`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		createProgramsValue: async (cell, requestBody, options = {}) => {
			assertParamExists("createProgramsValue", "cell", cell);
			assertParamExists("createProgramsValue", "requestBody", requestBody);
			const localVarPath = `/cells/{cell}/programs/values`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(requestBody, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteProgramValue: async (cell, key, options = {}) => {
			assertParamExists("deleteProgramValue", "cell", cell);
			assertParamExists("deleteProgramValue", "key", key);
			const localVarPath = `/cells/{cell}/programs/values/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
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
		getProgramValue: async (cell, key, options = {}) => {
			assertParamExists("getProgramValue", "cell", cell);
			assertParamExists("getProgramValue", "key", key);
			const localVarPath = `/cells/{cell}/programs/values/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
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
		listProgramsValues: async (cell, options = {}) => {
			assertParamExists("listProgramsValues", "cell", cell);
			const localVarPath = `/cells/{cell}/programs/values`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		updateProgramValue: async (cell, key, value, options = {}) => {
			assertParamExists("updateProgramValue", "cell", cell);
			assertParamExists("updateProgramValue", "key", key);
			assertParamExists("updateProgramValue", "value", value);
			const localVarPath = `/cells/{cell}/programs/values/{key}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{key}`, encodeURIComponent(String(key)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(value, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* ProgramValuesApi - functional programming interface
* @export
*/
const ProgramValuesApiFp = function(configuration) {
	const localVarAxiosParamCreator = ProgramValuesApiAxiosParamCreator(configuration);
	return {
		async clearProgramsValues(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.clearProgramsValues(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.clearProgramsValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async createProgramsValue(cell, requestBody, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.createProgramsValue(cell, requestBody, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.createProgramsValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteProgramValue(cell, key, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteProgramValue(cell, key, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.deleteProgramValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getProgramValue(cell, key, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getProgramValue(cell, key, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.getProgramValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listProgramsValues(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listProgramsValues(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.listProgramsValues"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async updateProgramValue(cell, key, value, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.updateProgramValue(cell, key, value, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["ProgramValuesApi.updateProgramValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* ProgramValuesApi - factory interface
* @export
*/
const ProgramValuesApiFactory = function(configuration, basePath, axios) {
	const localVarFp = ProgramValuesApiFp(configuration);
	return {
		clearProgramsValues(cell, options) {
			return localVarFp.clearProgramsValues(cell, options).then((request) => request(axios, basePath));
		},
		createProgramsValue(cell, requestBody, options) {
			return localVarFp.createProgramsValue(cell, requestBody, options).then((request) => request(axios, basePath));
		},
		deleteProgramValue(cell, key, options) {
			return localVarFp.deleteProgramValue(cell, key, options).then((request) => request(axios, basePath));
		},
		getProgramValue(cell, key, options) {
			return localVarFp.getProgramValue(cell, key, options).then((request) => request(axios, basePath));
		},
		listProgramsValues(cell, options) {
			return localVarFp.listProgramsValues(cell, options).then((request) => request(axios, basePath));
		},
		updateProgramValue(cell, key, value, options) {
			return localVarFp.updateProgramValue(cell, key, value, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* ProgramValuesApi - object-oriented interface
* @export
* @class ProgramValuesApi
* @extends {BaseAPI}
*/
var ProgramValuesApi = class extends BaseAPI {
	/**
	* Deprecated endpoint. Delete all values from the database.
	* @summary Delete All Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	clearProgramsValues(cell, options) {
		return ProgramValuesApiFp(this.configuration).clearProgramsValues(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Add or overwrite one or more values in the database.  PREREQUISITE: The database has been added as a device. Add the database with [createDevice](createDevice).  The database itself is a key-value store.  For reference of possible data types see:  * [Documentation for elementary data types](/docs/docs/wandelscript/data-types/#elementary-types) 
	* @summary Add Value(s)
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {{ [key: string]: CollectionValue; }} requestBody 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	createProgramsValue(cell, requestBody, options) {
		return ProgramValuesApiFp(this.configuration).createProgramsValue(cell, requestBody, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Delete a value from the database.
	* @summary Delete Value
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	deleteProgramValue(cell, key, options) {
		return ProgramValuesApiFp(this.configuration).deleteProgramValue(cell, key, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Return a value stored in the database.  PREREQUISITE: The database has been added as a device. Add the database with [createDevice](createDevice).  The database itself is a key-value store.  For reference of possible data types see:  * [Documentation for elementary data types](/docs/docs/wandelscript/data-types/#elementary-types) 
	* @summary Get Value
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	getProgramValue(cell, key, options) {
		return ProgramValuesApiFp(this.configuration).getProgramValue(cell, key, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Gets all values that are stored in the database.  PREREQUISITE: The database has been added as a device. Add the database with [createDevice](createDevice).  The database itself is a key-value storage. For reference of possible data types see:  * [Documentation for elementary data types](/docs/docs/wandelscript/data-types/#elementary-types) 
	* @summary Get Values
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	listProgramsValues(cell, options) {
		return ProgramValuesApiFp(this.configuration).listProgramsValues(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deprecated endpoint.  Creates or updates a value in the database.  PREREQUISITE: The database has been added as a device. Add the database with [createDevice](createDevice).  The database itself is a key-value store.  For reference of possible data types see:  * [Documentation for elementary data types](/docs/docs/wandelscript/data-types/#elementary-types) 
	* @summary Create or Update Value
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} key 
	* @param {Value} value 
	* @param {*} [options] Override http request option.
	* @deprecated
	* @throws {RequiredError}
	* @memberof ProgramValuesApi
	*/
	updateProgramValue(cell, key, value, options) {
		return ProgramValuesApiFp(this.configuration).updateProgramValue(cell, key, value, options).then((request) => request(this.axios, this.basePath));
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
		getDefaultLinkChain: async (cell, motionGroupModel, options = {}) => {
			assertParamExists("getDefaultLinkChain", "cell", cell);
			assertParamExists("getDefaultLinkChain", "motionGroupModel", motionGroupModel);
			const localVarPath = `/cells/{cell}/store/collision/default-link-chains/{motion-group-model}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{motion-group-model}`, encodeURIComponent(String(motionGroupModel)));
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
		async getDefaultLinkChain(cell, motionGroupModel, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getDefaultLinkChain(cell, motionGroupModel, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.getDefaultLinkChain"]?.[localVarOperationServerIndex]?.url;
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
		async listStoredColliders(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredColliders(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredColliders"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionTools(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionTools(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionComponentsApi.listStoredCollisionTools"]?.[localVarOperationServerIndex]?.url;
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
		getDefaultLinkChain(cell, motionGroupModel, options) {
			return localVarFp.getDefaultLinkChain(cell, motionGroupModel, options).then((request) => request(axios, basePath));
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
		listStoredColliders(cell, options) {
			return localVarFp.listStoredColliders(cell, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionTools(cell, options) {
			return localVarFp.listStoredCollisionTools(cell, options).then((request) => request(axios, basePath));
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
	* Returns the default collision link chain for a given motion group model.  See [getPlanningMotionGroupModels](getPlanningMotionGroupModels) for supported motion group models.  The default link chain is derived from 3D models and optimized for collision detection within NOVA.  The default link chain includes link shapes only. It does not include any attached components like wire feeders or sensors.  Use the `stored_link_chain` or `link_chain` field in [storeCollisionScene](storeCollisionScene) to attach additional shapes to the link reference frames. Additional shapes may overlap each other per link and may also overlap the respective link\'s default shape. 
	* @summary Get Default Link Chain
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {GetDefaultLinkChainMotionGroupModelEnum} motionGroupModel Unique identifier for the type of a motion group (robot model).  Get the model name for a configured motion group from [getOptimizerConfiguration](getOptimizerConfiguration). 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionComponentsApi
	*/
	getDefaultLinkChain(cell, motionGroupModel, options) {
		return StoreCollisionComponentsApiFp(this.configuration).getDefaultLinkChain(cell, motionGroupModel, options).then((request) => request(this.axios, this.basePath));
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
	* Returns a list of colliders in a scene. This excludes colliders that are part of a motion group. 
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
	* Stores collider.  If the collider does not exist, it will be created. If the collider exists, it will be updated. 
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
	* Stores link chain.  If the link chain does not exist, it will be created. If the link chain exists, it will be updated. 
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
	* Stores the tool.  If the tool does not exist, it will be created. If the tool exists, it will be updated. 
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
* @export
*/
const GetDefaultLinkChainMotionGroupModelEnum = {
	Abb101003715: "ABB_1010_037_15",
	Abb110004754: "ABB_1100_0475_4",
	Abb11000584: "ABB_1100_058_4",
	Abb1200077: "ABB_1200_07_7",
	Abb1200583: "ABB_120_058_3",
	Abb13000911: "ABB_1300_09_11",
	Abb130011510: "ABB_1300_115_10",
	Abb13001412: "ABB_1300_14_12",
	Abb1300147: "ABB_1300_14_7",
	Abb14001445: "ABB_1400_144_5",
	Abb1400816: "ABB_140_081_6",
	Abb1520Id154: "ABB_1520ID_15_4",
	Abb16001210: "ABB_1600_12_10",
	Abb1600126: "ABB_1600_12_6",
	Abb160014510: "ABB_1600_145_10",
	Abb16001456: "ABB_1600_145_6",
	Abb1660Id1554: "ABB_1660ID_155_4",
	Abb2600Id18515: "ABB_2600ID_185_15",
	Abb2600Id2008: "ABB_2600ID_200_8",
	Abb260016512: "ABB_2600_165_12",
	Abb260016520: "ABB_2600_165_20",
	Abb260018512: "ABB_2600_185_12",
	Abb460020545: "ABB_4600_205_45",
	Abb460020560: "ABB_4600_205_60",
	Abb460025020: "ABB_4600_250_20",
	Abb460025540: "ABB_4600_255_40",
	FanucArcMate100iD: "FANUC_ARC_Mate_100iD",
	FanucArcMate100iD10L: "FANUC_ARC_Mate_100iD10L",
	FanucArcMate100iD16S: "FANUC_ARC_Mate_100iD16S",
	FanucArcMate100iD8L: "FANUC_ARC_Mate_100iD8L",
	FanucArcMate120iD: "FANUC_ARC_Mate_120iD",
	FanucArcMate120iD12L: "FANUC_ARC_Mate_120iD12L",
	FanucArcMate50iD: "FANUC_ARC_Mate_50iD",
	FanucArcMate50iD7L: "FANUC_ARC_Mate_50iD7L",
	FanucCr14iAl: "FANUC_CR14iAL",
	FanucCr15iA: "FANUC_CR15iA",
	FanucCr35iA: "FANUC_CR35iA",
	FanucCr35iB: "FANUC_CR35iB",
	FanucCr4iA: "FANUC_CR4iA",
	FanucCr7iA: "FANUC_CR7iA",
	FanucCr7iAl: "FANUC_CR7iAL",
	FanucCrx10iA: "FANUC_CRX10iA",
	FanucCrx10iAl: "FANUC_CRX10iAL",
	FanucCrx20iAl: "FANUC_CRX20iAL",
	FanucCrx25iA: "FANUC_CRX25iA",
	FanucCrx30iA: "FANUC_CRX30iA",
	FanucCrx5iA: "FANUC_CRX5iA",
	FanucLrMate200iD: "FANUC_LR_Mate_200iD",
	FanucLrMate200iD4S: "FANUC_LR_Mate_200iD4S",
	FanucLrMate200iD7L: "FANUC_LR_Mate_200iD7L",
	FanucM10iD10L: "FANUC_M10iD10L",
	FanucM10iD12: "FANUC_M10iD12",
	FanucM10iD16S: "FANUC_M10iD16S",
	FanucM10iD8L: "FANUC_M10iD8L",
	FanucM20iB25: "FANUC_M20iB25",
	FanucM20iB25C: "FANUC_M20iB25C",
	FanucM20iB35S: "FANUC_M20iB35S",
	FanucM20iD12L: "FANUC_M20iD12L",
	FanucM20iD25: "FANUC_M20iD25",
	FanucM20iD35: "FANUC_M20iD35",
	FanucM710iC20L: "FANUC_M710iC20L",
	FanucM900iB280L: "FANUC_M900iB280L",
	FanucM900iB360E: "FANUC_M900iB360E",
	FanucR2000iC125L: "FANUC_R2000iC125L",
	FanucR2000iC210F: "FANUC_R2000iC210F",
	KukaDkp5002: "KUKA_DKP500_2",
	KukaKr10R1100: "KUKA_KR10_R1100",
	KukaKr10R11002: "KUKA_KR10_R1100_2",
	KukaKr10R900: "KUKA_KR10_R900",
	KukaKr10R9002: "KUKA_KR10_R900_2",
	KukaKr120R2700: "KUKA_KR120_R2700",
	KukaKr120R27002: "KUKA_KR120_R2700_2",
	KukaKr120R31002: "KUKA_KR120_R3100_2",
	KukaKr12R18102: "KUKA_KR12_R1810_2",
	KukaKr150R2: "KUKA_KR150_R2",
	KukaKr16R1610: "KUKA_KR16_R1610",
	KukaKr16R16102: "KUKA_KR16_R1610_2",
	KukaKr16R2010: "KUKA_KR16_R2010",
	KukaKr16R20102: "KUKA_KR16_R2010_2",
	KukaKr20R1810: "KUKA_KR20_R1810",
	KukaKr20R18102: "KUKA_KR20_R1810_2",
	KukaKr210R2700: "KUKA_KR210_R2700",
	KukaKr210R27002: "KUKA_KR210_R2700_2",
	KukaKr210R3100: "KUKA_KR210_R3100",
	KukaKr210R31002: "KUKA_KR210_R3100_2",
	KukaKr210R3300: "KUKA_KR210_R3300",
	KukaKr210R33002: "KUKA_KR210_R3300_2",
	KukaKr240R2700: "KUKA_KR240_R2700",
	KukaKr250R27002: "KUKA_KR250_R2700_2",
	KukaKr270R2700: "KUKA_KR270_R2700",
	KukaKr270R3100: "KUKA_KR270_R3100",
	KukaKr270R31002: "KUKA_KR270_R3100_2",
	KukaKr30R2100: "KUKA_KR30_R2100",
	KukaKr30R3: "KUKA_KR30_R3",
	KukaKr360L2403: "KUKA_KR360_L240_3",
	KukaKr360R2830: "KUKA_KR360_R2830",
	KukaKr3R540: "KUKA_KR3_R540",
	KukaKr4R600: "KUKA_KR4_R600",
	KukaKr50R2500: "KUKA_KR50_R2500",
	KukaKr60R3: "KUKA_KR60_R3",
	KukaKr6R1820: "KUKA_KR6_R1820",
	KukaKr6R700: "KUKA_KR6_R700",
	KukaKr6R7002: "KUKA_KR6_R700_2",
	KukaKr6R900: "KUKA_KR6_R900",
	KukaKr6R9002: "KUKA_KR6_R900_2",
	KukaKr70R2100: "KUKA_KR70_R2100",
	KukaLbrIisy11R1300: "KUKA_LBR_IISY_11_R1300",
	UniversalRobotsUr10: "UniversalRobots_UR10",
	UniversalRobotsUr10e: "UniversalRobots_UR10e",
	UniversalRobotsUr12e: "UniversalRobots_UR12e",
	UniversalRobotsUr16e: "UniversalRobots_UR16e",
	UniversalRobotsUr20e: "UniversalRobots_UR20e",
	UniversalRobotsUr3: "UniversalRobots_UR3",
	UniversalRobotsUr3e: "UniversalRobots_UR3e",
	UniversalRobotsUr5: "UniversalRobots_UR5",
	UniversalRobotsUr5e: "UniversalRobots_UR5e",
	UniversalRobotsUr7e: "UniversalRobots_UR7e",
	YaskawaAr1440: "Yaskawa_AR1440",
	YaskawaAr1440E: "Yaskawa_AR1440E",
	YaskawaAr1730: "Yaskawa_AR1730",
	YaskawaAr2010: "Yaskawa_AR2010",
	YaskawaAr3120: "Yaskawa_AR3120",
	YaskawaAr700: "Yaskawa_AR700",
	YaskawaAr900: "Yaskawa_AR900",
	YaskawaGp110: "Yaskawa_GP110",
	YaskawaGp110B: "Yaskawa_GP110B",
	YaskawaGp110H: "Yaskawa_GP110H",
	YaskawaGp12: "Yaskawa_GP12",
	YaskawaGp165R: "Yaskawa_GP165R",
	YaskawaGp180: "Yaskawa_GP180",
	YaskawaGp180H: "Yaskawa_GP180H",
	YaskawaGp180120: "Yaskawa_GP180_120",
	YaskawaGp200R: "Yaskawa_GP200R",
	YaskawaGp200S: "Yaskawa_GP200S",
	YaskawaGp20Hl: "Yaskawa_GP20HL",
	YaskawaGp215: "Yaskawa_GP215",
	YaskawaGp225: "Yaskawa_GP225",
	YaskawaGp225H: "Yaskawa_GP225H",
	YaskawaGp25: "Yaskawa_GP25",
	YaskawaGp250: "Yaskawa_GP250",
	YaskawaGp25Sv: "Yaskawa_GP25SV",
	YaskawaGp2512: "Yaskawa_GP25_12",
	YaskawaGp280: "Yaskawa_GP280",
	YaskawaGp280L: "Yaskawa_GP280L",
	YaskawaGp300R: "Yaskawa_GP300R",
	YaskawaGp35L: "Yaskawa_GP35L",
	YaskawaGp4: "Yaskawa_GP4",
	YaskawaGp400: "Yaskawa_GP400",
	YaskawaGp400R: "Yaskawa_GP400R",
	YaskawaGp50: "Yaskawa_GP50",
	YaskawaGp600: "Yaskawa_GP600",
	YaskawaGp7: "Yaskawa_GP7",
	YaskawaGp70L: "Yaskawa_GP70L",
	YaskawaGp8: "Yaskawa_GP8",
	YaskawaGp88: "Yaskawa_GP88",
	YaskawaGp8L: "Yaskawa_GP8L",
	YaskawaHc10: "Yaskawa_HC10",
	YaskawaHc10Dtp: "Yaskawa_HC10DTP",
	YaskawaHc20Dtp: "Yaskawa_HC20DTP",
	YaskawaHc30Pl: "Yaskawa_HC30PL",
	YaskawaTurn1: "Yaskawa_TURN1",
	YaskawaTurn2: "Yaskawa_TURN2",
	YaskawaTurn3: "Yaskawa_TURN3"
};
/**
* StoreCollisionScenesApi - axios parameter creator
* @export
*/
const StoreCollisionScenesApiAxiosParamCreator = function(configuration) {
	return {
		deleteStoredCollisionScene: async (cell, scene, options = {}) => {
			assertParamExists("deleteStoredCollisionScene", "cell", cell);
			assertParamExists("deleteStoredCollisionScene", "scene", scene);
			const localVarPath = `/cells/{cell}/store/collision/scenes/{scene}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{scene}`, encodeURIComponent(String(scene)));
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
		getStoredCollisionScene: async (cell, scene, options = {}) => {
			assertParamExists("getStoredCollisionScene", "cell", cell);
			assertParamExists("getStoredCollisionScene", "scene", scene);
			const localVarPath = `/cells/{cell}/store/collision/scenes/{scene}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{scene}`, encodeURIComponent(String(scene)));
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
		listStoredCollisionScenes: async (cell, options = {}) => {
			assertParamExists("listStoredCollisionScenes", "cell", cell);
			const localVarPath = `/cells/{cell}/store/collision/scenes`.replace(`{cell}`, encodeURIComponent(String(cell)));
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
		storeCollisionScene: async (cell, scene, collisionSceneAssembly, options = {}) => {
			assertParamExists("storeCollisionScene", "cell", cell);
			assertParamExists("storeCollisionScene", "scene", scene);
			assertParamExists("storeCollisionScene", "collisionSceneAssembly", collisionSceneAssembly);
			const localVarPath = `/cells/{cell}/store/collision/scenes/{scene}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{scene}`, encodeURIComponent(String(scene)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(collisionSceneAssembly, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		}
	};
};
/**
* StoreCollisionScenesApi - functional programming interface
* @export
*/
const StoreCollisionScenesApiFp = function(configuration) {
	const localVarAxiosParamCreator = StoreCollisionScenesApiAxiosParamCreator(configuration);
	return {
		async deleteStoredCollisionScene(cell, scene, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteStoredCollisionScene(cell, scene, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionScenesApi.deleteStoredCollisionScene"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getStoredCollisionScene(cell, scene, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getStoredCollisionScene(cell, scene, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionScenesApi.getStoredCollisionScene"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listStoredCollisionScenes(cell, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listStoredCollisionScenes(cell, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionScenesApi.listStoredCollisionScenes"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async storeCollisionScene(cell, scene, collisionSceneAssembly, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.storeCollisionScene(cell, scene, collisionSceneAssembly, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["StoreCollisionScenesApi.storeCollisionScene"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* StoreCollisionScenesApi - factory interface
* @export
*/
const StoreCollisionScenesApiFactory = function(configuration, basePath, axios) {
	const localVarFp = StoreCollisionScenesApiFp(configuration);
	return {
		deleteStoredCollisionScene(cell, scene, options) {
			return localVarFp.deleteStoredCollisionScene(cell, scene, options).then((request) => request(axios, basePath));
		},
		getStoredCollisionScene(cell, scene, options) {
			return localVarFp.getStoredCollisionScene(cell, scene, options).then((request) => request(axios, basePath));
		},
		listStoredCollisionScenes(cell, options) {
			return localVarFp.listStoredCollisionScenes(cell, options).then((request) => request(axios, basePath));
		},
		storeCollisionScene(cell, scene, collisionSceneAssembly, options) {
			return localVarFp.storeCollisionScene(cell, scene, collisionSceneAssembly, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* StoreCollisionScenesApi - object-oriented interface
* @export
* @class StoreCollisionScenesApi
* @extends {BaseAPI}
*/
var StoreCollisionScenesApi = class extends BaseAPI {
	/**
	* Deletes the stored scene.  <!-- theme: danger --> > This will delete persistently stored data. 
	* @summary Delete Scene
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} scene Unique identifier addressing a collision scene.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionScenesApi
	*/
	deleteStoredCollisionScene(cell, scene, options) {
		return StoreCollisionScenesApiFp(this.configuration).deleteStoredCollisionScene(cell, scene, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns the stored scene. 
	* @summary Get Scene
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} scene Unique identifier addressing a collision scene.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionScenesApi
	*/
	getStoredCollisionScene(cell, scene, options) {
		return StoreCollisionScenesApiFp(this.configuration).getStoredCollisionScene(cell, scene, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Returns a list of stored scenes. 
	* @summary List Scenes
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionScenesApi
	*/
	listStoredCollisionScenes(cell, options) {
		return StoreCollisionScenesApiFp(this.configuration).listStoredCollisionScenes(cell, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Creates or replaces the stored collision scene.  The scene is assembled from components as defined in the request body.  An error is returned if a stored object does not exist. 
	* @summary Store Scene
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} scene Unique identifier addressing a collision scene.
	* @param {CollisionSceneAssembly} collisionSceneAssembly 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof StoreCollisionScenesApi
	*/
	storeCollisionScene(cell, scene, collisionSceneAssembly, options) {
		return StoreCollisionScenesApiFp(this.configuration).storeCollisionScene(cell, scene, collisionSceneAssembly, options).then((request) => request(this.axios, this.basePath));
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
			if (anyValue !== void 0) localVarFormParams.append("AnyValue", new Blob([JSON.stringify(anyValue)], { type: "application/json" }));
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
	* Get the object.  This request returns the object and any metadata attached to it. 
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
	* Get object metadata.  Objects can be large. Therefore this request only returns metadata without fetching the object\'s content. 
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
	* Store any data as an object.  Using a key which already contains an object will override the previously stored object. Use [getObjectMetadata](getObjectMetadata) to verify that the key does not contain objects.  Optional: Specify metadata as a dictionary with names and values. 
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
		async checkNovaVersionUpdate(channel, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.checkNovaVersionUpdate(channel, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["SystemApi.checkNovaVersionUpdate"]?.[localVarOperationServerIndex]?.url;
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
		checkNovaVersionUpdate(channel, options) {
			return localVarFp.checkNovaVersionUpdate(channel, options).then((request) => request(axios, basePath));
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
	* Update the Wandelbots NOVA version and all attached services.  Sending this API Request will trigger an update of all NOVA services that are part of a cell. Previous cells and cell configurations will remain on the instance.  If an error occurs, the API Request is sent 3 times. If the error persists, the old Wandelbots NOVA version is restored. 
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
* VirtualRobotApi - axios parameter creator
* @export
*/
const VirtualRobotApiAxiosParamCreator = function(configuration) {
	return {
		getMotionGroupState: async (cell, controller, id, options = {}) => {
			assertParamExists("getMotionGroupState", "cell", cell);
			assertParamExists("getMotionGroupState", "controller", controller);
			assertParamExists("getMotionGroupState", "id", id);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motiongroups`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		getVirtualRobotIOValue: async (cell, controller, io, options = {}) => {
			assertParamExists("getVirtualRobotIOValue", "cell", cell);
			assertParamExists("getVirtualRobotIOValue", "controller", controller);
			assertParamExists("getVirtualRobotIOValue", "io", io);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{io}`, encodeURIComponent(String(io)));
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
		listIOs: async (cell, controller, options = {}) => {
			assertParamExists("listIOs", "cell", cell);
			assertParamExists("listIOs", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/ios`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		setMotionGroupState: async (cell, controller, id, motionGroupJoints, options = {}) => {
			assertParamExists("setMotionGroupState", "cell", cell);
			assertParamExists("setMotionGroupState", "controller", controller);
			assertParamExists("setMotionGroupState", "id", id);
			assertParamExists("setMotionGroupState", "motionGroupJoints", motionGroupJoints);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
		setVirtualRobotIOValue: async (cell, controller, io, bool, integer, _double, options = {}) => {
			assertParamExists("setVirtualRobotIOValue", "cell", cell);
			assertParamExists("setVirtualRobotIOValue", "controller", controller);
			assertParamExists("setVirtualRobotIOValue", "io", io);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/ios/{io}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{io}`, encodeURIComponent(String(io)));
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
			if (bool !== void 0) localVarQueryParameter["bool"] = bool;
			if (integer !== void 0) localVarQueryParameter["integer"] = integer;
			if (_double !== void 0) localVarQueryParameter["double"] = _double;
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
* VirtualRobotApi - functional programming interface
* @export
*/
const VirtualRobotApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualRobotApiAxiosParamCreator(configuration);
	return {
		async getMotionGroupState(cell, controller, id, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupState(cell, controller, id, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.getMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroups(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroups(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.getMotionGroups"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualRobotIOValue(cell, controller, io, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualRobotIOValue(cell, controller, io, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.getVirtualRobotIOValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listIOs(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listIOs(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.listIOs"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setMotionGroupState(cell, controller, id, motionGroupJoints, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setMotionGroupState(cell, controller, id, motionGroupJoints, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.setMotionGroupState"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotApi.setVirtualRobotIOValue"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualRobotApi - factory interface
* @export
*/
const VirtualRobotApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualRobotApiFp(configuration);
	return {
		getMotionGroupState(cell, controller, id, options) {
			return localVarFp.getMotionGroupState(cell, controller, id, options).then((request) => request(axios, basePath));
		},
		getMotionGroups(cell, controller, options) {
			return localVarFp.getMotionGroups(cell, controller, options).then((request) => request(axios, basePath));
		},
		getVirtualRobotIOValue(cell, controller, io, options) {
			return localVarFp.getVirtualRobotIOValue(cell, controller, io, options).then((request) => request(axios, basePath));
		},
		listIOs(cell, controller, options) {
			return localVarFp.listIOs(cell, controller, options).then((request) => request(axios, basePath));
		},
		setMotionGroupState(cell, controller, id, motionGroupJoints, options) {
			return localVarFp.setMotionGroupState(cell, controller, id, motionGroupJoints, options).then((request) => request(axios, basePath));
		},
		setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options) {
			return localVarFp.setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualRobotApi - object-oriented interface
* @export
* @class VirtualRobotApi
* @extends {BaseAPI}
*/
var VirtualRobotApi = class extends BaseAPI {
	/**
	* Get the current motion group state which provides values for the joints\' position, velocity and acceleration. 
	* @summary Get Motion Group State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	getMotionGroupState(cell, controller, id, options) {
		return VirtualRobotApiFp(this.configuration).getMotionGroupState(cell, controller, id, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Gets information on the motion group. 
	* @summary Motion Group Description
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	getMotionGroups(cell, controller, options) {
		return VirtualRobotApiFp(this.configuration).getMotionGroups(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Gets the description and value of a virtual controller I/O. 
	* @summary Get I/O
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} io The io id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	getVirtualRobotIOValue(cell, controller, io, options) {
		return VirtualRobotApiFp(this.configuration).getVirtualRobotIOValue(cell, controller, io, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all inputs/outputs of the virtual controller. Every input/output contains the description and the value.  As a virtual robot can have up to thousand inputs/outputs, be ready to handle a large response. Use [List Descriptions](List Descriptions) to get a detailed description of an input/output. 
	* @summary List Inputs/Outputs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	listIOs(cell, controller, options) {
		return VirtualRobotApiFp(this.configuration).listIOs(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the values for joint position, joint velocity or joint acceleration of a motion group state. The values are immediately applied to the joints of the motion group. We recommend to only use the endpoint when the motion group is in monitor mode. In case the motion group is controlled, currently jogging or planning motions, the values are overridden by the controller or an error may occur. 
	* @summary Set Motion Group State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {MotionGroupJoints} motionGroupJoints 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	setMotionGroupState(cell, controller, id, motionGroupJoints, options) {
		return VirtualRobotApiFp(this.configuration).setMotionGroupState(cell, controller, id, motionGroupJoints, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the value of a virtual controller I/O. 
	* @summary Set I/O
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} io The io id.
	* @param {boolean} [bool] 
	* @param {string} [integer] 
	* @param {number} [_double] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotApi
	*/
	setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options) {
		return VirtualRobotApiFp(this.configuration).setVirtualRobotIOValue(cell, controller, io, bool, integer, _double, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* VirtualRobotBehaviorApi - axios parameter creator
* @export
*/
const VirtualRobotBehaviorApiAxiosParamCreator = function(configuration) {
	return {
		externalJointsStream: async (cell, controller, externalJointStreamDatapoint, options = {}) => {
			assertParamExists("externalJointsStream", "cell", cell);
			assertParamExists("externalJointsStream", "controller", controller);
			assertParamExists("externalJointsStream", "externalJointStreamDatapoint", externalJointStreamDatapoint);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/externalJointsStream`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(externalJointStreamDatapoint, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		getMotionGroupBehavior: async (cell, controller, id, options = {}) => {
			assertParamExists("getMotionGroupBehavior", "cell", cell);
			assertParamExists("getMotionGroupBehavior", "controller", controller);
			assertParamExists("getMotionGroupBehavior", "id", id);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/behavior`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
		setMotionGroupBehavior: async (cell, controller, id, behavior, options = {}) => {
			assertParamExists("setMotionGroupBehavior", "cell", cell);
			assertParamExists("setMotionGroupBehavior", "controller", controller);
			assertParamExists("setMotionGroupBehavior", "id", id);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/behavior`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
* VirtualRobotBehaviorApi - functional programming interface
* @export
*/
const VirtualRobotBehaviorApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualRobotBehaviorApiAxiosParamCreator(configuration);
	return {
		async externalJointsStream(cell, controller, externalJointStreamDatapoint, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.externalJointsStream(cell, controller, externalJointStreamDatapoint, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotBehaviorApi.externalJointsStream"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getMotionGroupBehavior(cell, controller, id, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getMotionGroupBehavior(cell, controller, id, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotBehaviorApi.getMotionGroupBehavior"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setMotionGroupBehavior(cell, controller, id, behavior, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setMotionGroupBehavior(cell, controller, id, behavior, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotBehaviorApi.setMotionGroupBehavior"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualRobotBehaviorApi - factory interface
* @export
*/
const VirtualRobotBehaviorApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualRobotBehaviorApiFp(configuration);
	return {
		externalJointsStream(cell, controller, externalJointStreamDatapoint, options) {
			return localVarFp.externalJointsStream(cell, controller, externalJointStreamDatapoint, options).then((request) => request(axios, basePath));
		},
		getMotionGroupBehavior(cell, controller, id, options) {
			return localVarFp.getMotionGroupBehavior(cell, controller, id, options).then((request) => request(axios, basePath));
		},
		setMotionGroupBehavior(cell, controller, id, behavior, options) {
			return localVarFp.setMotionGroupBehavior(cell, controller, id, behavior, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualRobotBehaviorApi - object-oriented interface
* @export
* @class VirtualRobotBehaviorApi
* @extends {BaseAPI}
*/
var VirtualRobotBehaviorApi = class extends BaseAPI {
	/**
	* This stream provides the commanded joint state and sets a motion groups joint configuration, e.g. to move a motion group. The concept is that an application is using the Motion Service to move a motion group. The Motion Service is commanding the desired joint configuration of a motion group.  Physical motion groups move to this joint configuration.  With physical motion groups, this takes some time and only works if possible.  And you have the *actual* joint state - the current real motion group configuration.  Again, this stream is providing *commanded* joint state! It is __not__ providing the *actual* joint state! (Please file a request - if you need a stream of the *actual* joint state)  When the virtual controller receives joint commands the joint configuration is immediately adapted to match the incoming joint configurations. CAUTION: Incoming joint configurations are not visualized and their velocity limits are not checked. we don\'t even check limits!  Possible use cases are: 1. Creating a robotic application that dynamically adapts to the configured joints on the robot controller, using this stream to feed new joint configurations back to the motion group.  The stream only sends data to the robot controller if a motion is executed.  If the robot controller\'s joint configuration differs too much from the incoming joint configuration, a following error occurs. Joint configurations that result in following errors are executed only for motions with a low velocity.  2. Mimic Freedrive motions.  <!-- theme: danger -->  > **DANGER** > > If the incoming joint configuration is set to maximum velocity, the movement to reach this incoming joint configuration will be executed with maximum speed regardless > of safety zones and mechanical limits. 
	* @summary Stream Joint Configuration
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {ExternalJointStreamDatapoint} externalJointStreamDatapoint 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotBehaviorApi
	*/
	externalJointsStream(cell, controller, externalJointStreamDatapoint, options) {
		return VirtualRobotBehaviorApiFp(this.configuration).externalJointsStream(cell, controller, externalJointStreamDatapoint, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Get the current robot motion group behavior - please see the setter [setMotionGroupBehavior](setMotionGroupBehavior) and the enum for details.
	* @summary Behavior
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotBehaviorApi
	*/
	getMotionGroupBehavior(cell, controller, id, options) {
		return VirtualRobotBehaviorApiFp(this.configuration).getMotionGroupBehavior(cell, controller, id, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Switch robot motion group behavior. 
	* @summary Switch Behavior
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {Behavior} [behavior] 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotBehaviorApi
	*/
	setMotionGroupBehavior(cell, controller, id, behavior, options) {
		return VirtualRobotBehaviorApiFp(this.configuration).setMotionGroupBehavior(cell, controller, id, behavior, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* VirtualRobotModeApi - axios parameter creator
* @export
*/
const VirtualRobotModeApiAxiosParamCreator = function(configuration) {
	return {
		getCycleTime: async (cell, controller, options = {}) => {
			assertParamExists("getCycleTime", "cell", cell);
			assertParamExists("getCycleTime", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/cycle-time`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		getEStop: async (cell, controller, options = {}) => {
			assertParamExists("getEStop", "cell", cell);
			assertParamExists("getEStop", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/estop`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/operationmode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		pushEStop: async (cell, controller, options = {}) => {
			assertParamExists("pushEStop", "cell", cell);
			assertParamExists("pushEStop", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/estop/push`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		releaseEStop: async (cell, controller, options = {}) => {
			assertParamExists("releaseEStop", "cell", cell);
			assertParamExists("releaseEStop", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/estop/release`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		setOperationMode: async (cell, controller, mode, options = {}) => {
			assertParamExists("setOperationMode", "cell", cell);
			assertParamExists("setOperationMode", "controller", controller);
			assertParamExists("setOperationMode", "mode", mode);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/operationmode`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		}
	};
};
/**
* VirtualRobotModeApi - functional programming interface
* @export
*/
const VirtualRobotModeApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualRobotModeApiAxiosParamCreator(configuration);
	return {
		async getCycleTime(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getCycleTime(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.getCycleTime"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getEStop(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getEStop(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.getEStop"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getOperationMode(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getOperationMode(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.getOperationMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async pushEStop(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.pushEStop(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.pushEStop"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async releaseEStop(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.releaseEStop(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.releaseEStop"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setOperationMode(cell, controller, mode, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setOperationMode(cell, controller, mode, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotModeApi.setOperationMode"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualRobotModeApi - factory interface
* @export
*/
const VirtualRobotModeApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualRobotModeApiFp(configuration);
	return {
		getCycleTime(cell, controller, options) {
			return localVarFp.getCycleTime(cell, controller, options).then((request) => request(axios, basePath));
		},
		getEStop(cell, controller, options) {
			return localVarFp.getEStop(cell, controller, options).then((request) => request(axios, basePath));
		},
		getOperationMode(cell, controller, options) {
			return localVarFp.getOperationMode(cell, controller, options).then((request) => request(axios, basePath));
		},
		pushEStop(cell, controller, options) {
			return localVarFp.pushEStop(cell, controller, options).then((request) => request(axios, basePath));
		},
		releaseEStop(cell, controller, options) {
			return localVarFp.releaseEStop(cell, controller, options).then((request) => request(axios, basePath));
		},
		setOperationMode(cell, controller, mode, options) {
			return localVarFp.setOperationMode(cell, controller, mode, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualRobotModeApi - object-oriented interface
* @export
* @class VirtualRobotModeApi
* @extends {BaseAPI}
*/
var VirtualRobotModeApi = class extends BaseAPI {
	/**
	* Get the cycle time of controller communication in [ms]. 
	* @summary Cycle Time
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	getCycleTime(cell, controller, options) {
		return VirtualRobotModeApiFp(this.configuration).getCycleTime(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Requests the Emergency Stop state of the virtual robot controller.  Use [getCurrentMotionGroupState](getCurrentMotionGroupState) to get the Emergency Stop state regardless of the controller type. There the Emergency Stop state is visible as the `safety_state`.  > **NOTE** > > The Emergency Stop state can only be changed when using virtual robot controllers. 
	* @summary Get E-Stop State
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	getEStop(cell, controller, options) {
		return VirtualRobotModeApiFp(this.configuration).getEStop(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Requests the Operation Mode of the virtual robot controller.  To get the Operation Mode regardless of the controller type use [getCurrentMotionGroupState](getCurrentMotionGroupState).  > **NOTE** > > The Operating Mode can only change be changed via API when using virtual robot controllers. 
	* @summary Get Operation Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	getOperationMode(cell, controller, options) {
		return VirtualRobotModeApiFp(this.configuration).getOperationMode(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Activates the Emergency Stop on the virtual robot controller.  Activating the Emergency Stop stops the execution of all motions on virtual and physical robot controllers. To return to normal operation the Emergency Stop needs to be released.  Use [getCurrentMotionGroupState](getCurrentMotionGroupState) to get the Emergency Stop state regardless of the controller type. There the Emergency Stop state is visible as the `safety_state`.  > **NOTE** > > The Emergency Stop state can only be changed via API when using virtual robot controllers. 
	* @summary Push E-Stop
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	pushEStop(cell, controller, options) {
		return VirtualRobotModeApiFp(this.configuration).pushEStop(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Releases the Emergency Stop on the virtual robot controller.   Activating the Emergency Stop stops the execution of all motions on virtual and physical robot controllers. To return to normal operation the Emergency Stop needs to be released.  Use [getCurrentMotionGroupState](getCurrentMotionGroupState) to get the Emergency Stop state regardless of the controller type. There the Emergency Stop state is visible as the `safety_state`.  > **NOTE** > > The Emergency Stop state can only be changed via API when using virtual robot controllers. 
	* @summary Release E-Stop
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	releaseEStop(cell, controller, options) {
		return VirtualRobotModeApiFp(this.configuration).releaseEStop(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Changes the Operation Mode of the virtual robot controller to the specified value.  To get the Operation Mode regardless of the controller type use [getCurrentMotionGroupState](getCurrentMotionGroupState).  > **NOTE** > > The Operating Mode can only change be changed via API when using virtual robot controllers. 
	* @summary Set Operation Mode
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {SetOperationModeModeEnum} mode 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotModeApi
	*/
	setOperationMode(cell, controller, mode, options) {
		return VirtualRobotModeApiFp(this.configuration).setOperationMode(cell, controller, mode, options).then((request) => request(this.axios, this.basePath));
	}
};
/**
* @export
*/
const SetOperationModeModeEnum = {
	OperationModeManual: "OPERATION_MODE_MANUAL",
	OperationModeAuto: "OPERATION_MODE_AUTO"
};
/**
* VirtualRobotSetupApi - axios parameter creator
* @export
*/
const VirtualRobotSetupApiAxiosParamCreator = function(configuration) {
	return {
		addVirtualRobotCoordinateSystem: async (cell, controller, coordinateSystem, options = {}) => {
			assertParamExists("addVirtualRobotCoordinateSystem", "cell", cell);
			assertParamExists("addVirtualRobotCoordinateSystem", "controller", controller);
			assertParamExists("addVirtualRobotCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		},
		addVirtualRobotTcp: async (cell, controller, id, robotTcp, options = {}) => {
			assertParamExists("addVirtualRobotTcp", "cell", cell);
			assertParamExists("addVirtualRobotTcp", "controller", controller);
			assertParamExists("addVirtualRobotTcp", "id", id);
			assertParamExists("addVirtualRobotTcp", "robotTcp", robotTcp);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/tcps`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
			localVarRequestOptions.data = serializeDataIfNeeded(robotTcp, localVarRequestOptions, configuration);
			return {
				url: toPathString(localVarUrlObj),
				options: localVarRequestOptions
			};
		},
		deleteVirtualRobotCoordinateSystem: async (cell, controller, coordinateSystem, deleteDependent, options = {}) => {
			assertParamExists("deleteVirtualRobotCoordinateSystem", "cell", cell);
			assertParamExists("deleteVirtualRobotCoordinateSystem", "controller", controller);
			assertParamExists("deleteVirtualRobotCoordinateSystem", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/coordinate-systems/{coordinate-system}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{coordinate-system}`, encodeURIComponent(String(coordinateSystem)));
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
		deleteVirtualRobotTcp: async (cell, controller, id, tcp, options = {}) => {
			assertParamExists("deleteVirtualRobotTcp", "cell", cell);
			assertParamExists("deleteVirtualRobotTcp", "controller", controller);
			assertParamExists("deleteVirtualRobotTcp", "id", id);
			assertParamExists("deleteVirtualRobotTcp", "tcp", tcp);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/tcps/{tcp}`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id))).replace(`{tcp}`, encodeURIComponent(String(tcp)));
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
		getVirtualRobotMounting: async (cell, controller, id, options = {}) => {
			assertParamExists("getVirtualRobotMounting", "cell", cell);
			assertParamExists("getVirtualRobotMounting", "controller", controller);
			assertParamExists("getVirtualRobotMounting", "id", id);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/mounting`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
		listVirtualRobotCoordinateSystems: async (cell, controller, options = {}) => {
			assertParamExists("listVirtualRobotCoordinateSystems", "cell", cell);
			assertParamExists("listVirtualRobotCoordinateSystems", "controller", controller);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/coordinate-systems`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller)));
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
		listVirtualRobotTcps: async (cell, controller, id, options = {}) => {
			assertParamExists("listVirtualRobotTcps", "cell", cell);
			assertParamExists("listVirtualRobotTcps", "controller", controller);
			assertParamExists("listVirtualRobotTcps", "id", id);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/tcps`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
		setVirtualRobotMounting: async (cell, controller, id, coordinateSystem, options = {}) => {
			assertParamExists("setVirtualRobotMounting", "cell", cell);
			assertParamExists("setVirtualRobotMounting", "controller", controller);
			assertParamExists("setVirtualRobotMounting", "id", id);
			assertParamExists("setVirtualRobotMounting", "coordinateSystem", coordinateSystem);
			const localVarPath = `/cells/{cell}/controllers/{controller}/teach-pendant/motion-groups/{id}/mounting`.replace(`{cell}`, encodeURIComponent(String(cell))).replace(`{controller}`, encodeURIComponent(String(controller))).replace(`{id}`, encodeURIComponent(String(id)));
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
* VirtualRobotSetupApi - functional programming interface
* @export
*/
const VirtualRobotSetupApiFp = function(configuration) {
	const localVarAxiosParamCreator = VirtualRobotSetupApiAxiosParamCreator(configuration);
	return {
		async addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.addVirtualRobotCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async addVirtualRobotTcp(cell, controller, id, robotTcp, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.addVirtualRobotTcp(cell, controller, id, robotTcp, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.addVirtualRobotTcp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.deleteVirtualRobotCoordinateSystem"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async deleteVirtualRobotTcp(cell, controller, id, tcp, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.deleteVirtualRobotTcp(cell, controller, id, tcp, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.deleteVirtualRobotTcp"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async getVirtualRobotMounting(cell, controller, id, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.getVirtualRobotMounting(cell, controller, id, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.getVirtualRobotMounting"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listVirtualRobotCoordinateSystems(cell, controller, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listVirtualRobotCoordinateSystems(cell, controller, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.listVirtualRobotCoordinateSystems"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async listVirtualRobotTcps(cell, controller, id, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.listVirtualRobotTcps(cell, controller, id, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.listVirtualRobotTcps"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		},
		async setVirtualRobotMounting(cell, controller, id, coordinateSystem, options) {
			const localVarAxiosArgs = await localVarAxiosParamCreator.setVirtualRobotMounting(cell, controller, id, coordinateSystem, options);
			const localVarOperationServerIndex = configuration?.serverIndex ?? 0;
			const localVarOperationServerBasePath = operationServerMap["VirtualRobotSetupApi.setVirtualRobotMounting"]?.[localVarOperationServerIndex]?.url;
			return (axios, basePath) => createRequestFunction(localVarAxiosArgs, globalAxios, BASE_PATH, configuration)(axios, localVarOperationServerBasePath || basePath);
		}
	};
};
/**
* VirtualRobotSetupApi - factory interface
* @export
*/
const VirtualRobotSetupApiFactory = function(configuration, basePath, axios) {
	const localVarFp = VirtualRobotSetupApiFp(configuration);
	return {
		addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options) {
			return localVarFp.addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options).then((request) => request(axios, basePath));
		},
		addVirtualRobotTcp(cell, controller, id, robotTcp, options) {
			return localVarFp.addVirtualRobotTcp(cell, controller, id, robotTcp, options).then((request) => request(axios, basePath));
		},
		deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
			return localVarFp.deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options).then((request) => request(axios, basePath));
		},
		deleteVirtualRobotTcp(cell, controller, id, tcp, options) {
			return localVarFp.deleteVirtualRobotTcp(cell, controller, id, tcp, options).then((request) => request(axios, basePath));
		},
		getVirtualRobotMounting(cell, controller, id, options) {
			return localVarFp.getVirtualRobotMounting(cell, controller, id, options).then((request) => request(axios, basePath));
		},
		listVirtualRobotCoordinateSystems(cell, controller, options) {
			return localVarFp.listVirtualRobotCoordinateSystems(cell, controller, options).then((request) => request(axios, basePath));
		},
		listVirtualRobotTcps(cell, controller, id, options) {
			return localVarFp.listVirtualRobotTcps(cell, controller, id, options).then((request) => request(axios, basePath));
		},
		setVirtualRobotMounting(cell, controller, id, coordinateSystem, options) {
			return localVarFp.setVirtualRobotMounting(cell, controller, id, coordinateSystem, options).then((request) => request(axios, basePath));
		}
	};
};
/**
* VirtualRobotSetupApi - object-oriented interface
* @export
* @class VirtualRobotSetupApi
* @extends {BaseAPI}
*/
var VirtualRobotSetupApi = class extends BaseAPI {
	/**
	* Adds a coordinate system to the robot controller.  > **NOTE** > > Upon adding or removing a coordinate system, virtual robots are restarted to apply the new configuration. > What happens during restart: > - Robot visualization may temporarily disappear or appear outdated in the UI. > - Coordinate system changes are not immediately visible in visualizations. > - Existing connections to the virtual robot are closed and re-established, which introduces a short delay before NOVA is fully operational again. > > The API call itself **does not wait until the restart and synchronization are complete**. This means that > immediately after a successful response, the new coordinate system may not be available for visualization or program execution. 
	* @summary Add Coordinate Systems
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {CoordinateSystem} coordinateSystem 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options) {
		return VirtualRobotSetupApiFp(this.configuration).addVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Adds a new [TCP](https://docs.wandelbots.io/latest/vocabulary#tcp) or updates an existing TCP in the motion group.  The position and rotation values in the request body are defined within the flange\'s coordinate system.  > **NOTE** > Ensure the TCP\'s position is within the robot\'s reach. Refer to the robot\'s documentation or data sheet for details like joint limits or reach.  > **NOTE** > Upon adding or updating a TCP, virtual robots are restarted to apply the new configuration. > What happens during restart: > - Robot visualization may temporarily disappear. > - TCP visualization may be delayed or outdated during the first run. > - Existing connections to the virtual robot are closed and re-established, which introduces a short delay before the TCP is available for use. > > The API call itself **does not wait until the restart and synchronization are complete**. This means that > immediately after a successful response, the TCP may not be available for visualization or program execution. 
	* @summary Add TCP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {RobotTcp} robotTcp 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	addVirtualRobotTcp(cell, controller, id, robotTcp, options) {
		return VirtualRobotSetupApiFp(this.configuration).addVirtualRobotTcp(cell, controller, id, robotTcp, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Deletes a coordinate system from the virtual controller. This will remove the coordinate system from the list of coordinate systems and also remove all dependent coordinate systems which use the deleted coordinate system as a reference.  **Important notes:** - When a new coordinate system is added/removed, the **virtual robot is restarted** in the background in order to apply the new configuration. - During this restart:   - Robot visualization may temporarily disappear or appear outdated in the UI.   - coordinate system changes are not immediately visible in visualizations.   - All existing connections to the virtual robot are closed and re-established, which introduces a short delay before the system is fully operational again. - The API call itself does **not wait until the restart and re-synchronization are complete**.   This means that immediately after a successful response, the new coordinate system may not yet be > **NOTE** > > Upon adding or removing a coordinate system, virtual robots are restarted to apply the new configuration. > What happens during restart: > - Robot visualization may temporarily disappear or appear outdated in the UI. > - Coordinate system changes are not immediately visible in visualizations. > - Existing connections to the virtual robot are closed and re-established, which introduces a short delay before NOVA is fully operational again. > > The API call itself **does not wait until the restart and synchronization are complete**. This means that > immediately after a successful response, the new coordinate system may not be available for visualization or program execution. 
	* @summary Remove Coordinate System
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {string} coordinateSystem Unique identifier addressing a coordinate system.
	* @param {boolean} [deleteDependent] If true, all dependent coordinate systems will be deleted as well.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options) {
		return VirtualRobotSetupApiFp(this.configuration).deleteVirtualRobotCoordinateSystem(cell, controller, coordinateSystem, deleteDependent, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Removes the TCP (Tool Center Point) from the motion group. An unknown TCP is a valid input and will simply be ignored.  > **NOTE** > Upon removing a TCP, virtual robots are restarted to apply the new configuration. > What happens during restart: > - Robot visualization may temporarily disappear. > - TCP visualization may be delayed or outdated during the first run. > - Existing connections to the virtual robot are closed and re-established, which introduces a short delay before the TCP is removed. > > The API call itself **does not wait until the restart and synchronization are complete**. This means that immediately after a successful response, the TCP may not be removed. 
	* @summary Remove TCP
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {string} tcp The unique identifier of a TCP.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	deleteVirtualRobotTcp(cell, controller, id, tcp, options) {
		return VirtualRobotSetupApiFp(this.configuration).deleteVirtualRobotTcp(cell, controller, id, tcp, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Gets motion group mounting. The motion group is based on the origin of the returned coordinate system. 
	* @summary Get Mounting
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	getVirtualRobotMounting(cell, controller, id, options) {
		return VirtualRobotSetupApiFp(this.configuration).getVirtualRobotMounting(cell, controller, id, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists all coordinate systems on the robot controller. 
	* @summary List Coordinate Systems
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	listVirtualRobotCoordinateSystems(cell, controller, options) {
		return VirtualRobotSetupApiFp(this.configuration).listVirtualRobotCoordinateSystems(cell, controller, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Lists TCPs of the motion group. An empty TCP list is valid, for example for external axes. 
	* @summary List TCPs
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	listVirtualRobotTcps(cell, controller, id, options) {
		return VirtualRobotSetupApiFp(this.configuration).listVirtualRobotTcps(cell, controller, id, options).then((request) => request(this.axios, this.basePath));
	}
	/**
	* Sets the motion group mounting by specifying a coordinate system. The motion group will be based on the coordinate system\'s origin. The coordinate system defines a transformation offset, which consists of: - A unique identifier - A name - An offset in another coordinate system, referenced by the unique identifier of the reference coordinate system.  > **NOTE** > Changing the mounting configuration is considered a configuration change. > > Upon updating the mounting to another coordinate system, virtual robots are restarted to apply the new configuration. > What happens during restart: > - Robot visualization may temporarily disappear or not reflect the updated mounting. > - Motion group state and coordinate system alignment may not be instantly updated. > - Existing connections to the virtual robot are closed and re-established, which introduces a short delay before NOVA is fully operational again. > > The API call itself **does not wait until the restart and synchronization are complete**. This means that > immediately after a successful response, the new mounting may not be available for visualization or program execution. 
	* @summary Set Mounting
	* @param {string} cell Unique identifier addressing a cell in all API calls. 
	* @param {string} controller Unique identifier to address a controller in the cell.
	* @param {number} id The controller specific motion-group id.
	* @param {CoordinateSystem} coordinateSystem 
	* @param {*} [options] Override http request option.
	* @throws {RequiredError}
	* @memberof VirtualRobotSetupApi
	*/
	setVirtualRobotMounting(cell, controller, id, coordinateSystem, options) {
		return VirtualRobotSetupApiFp(this.configuration).setVirtualRobotMounting(cell, controller, id, coordinateSystem, options).then((request) => request(this.axios, this.basePath));
	}
};

//#endregion
//#region v1/configuration.ts
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
export { AbbControllerKindEnum, ApplicationApi, ApplicationApiAxiosParamCreator, ApplicationApiFactory, ApplicationApiFp, BASE_PATH, BaseAPI, Behavior, BlendingAutoBlendingNameEnum, BlendingPositionBlendingNameEnum, Box2BoxTypeEnum, Box2ShapeTypeEnum, Box3ShapeTypeEnum, Box3TypeEnum, BoxTypeEnum, COLLECTION_FORMATS, Capsule2ShapeTypeEnum, Capsule3ShapeTypeEnum, CellApi, CellApiAxiosParamCreator, CellApiFactory, CellApiFp, Comparator, Configuration, ControllerApi, ControllerApiAxiosParamCreator, ControllerApiFactory, ControllerApiFp, ControllerIOsApi, ControllerIOsApiAxiosParamCreator, ControllerIOsApiFactory, ControllerIOsApiFp, ConvexHull2ShapeTypeEnum, ConvexHull3ShapeTypeEnum, CoordinateSystemsApi, CoordinateSystemsApiAxiosParamCreator, CoordinateSystemsApiFactory, CoordinateSystemsApiFp, Cylinder2ShapeTypeEnum, Cylinder3ShapeTypeEnum, DeviceConfigurationApi, DeviceConfigurationApiAxiosParamCreator, DeviceConfigurationApiFactory, DeviceConfigurationApiFp, Direction, FanucControllerKindEnum, FeedbackCollisionErrorFeedbackNameEnum, FeedbackJointLimitExceededErrorFeedbackNameEnum, FeedbackOutOfWorkspaceErrorFeedbackNameEnum, FeedbackSingularityErrorFeedbackNameEnum, GetDefaultLinkChainMotionGroupModelEnum, IODescriptionTypeEnum, IODescriptionUnitEnum, IODescriptionValueTypeEnum, IODirectionEnum, JoggingResponseMovementStateEnum, JointLimitJointEnum, KukaControllerKindEnum, LibraryProgramApi, LibraryProgramApiAxiosParamCreator, LibraryProgramApiFactory, LibraryProgramApiFp, LibraryProgramMetadataApi, LibraryProgramMetadataApiAxiosParamCreator, LibraryProgramMetadataApiFactory, LibraryProgramMetadataApiFp, LibraryRecipeApi, LibraryRecipeApiAxiosParamCreator, LibraryRecipeApiFactory, LibraryRecipeApiFp, LibraryRecipeMetadataApi, LibraryRecipeMetadataApiAxiosParamCreator, LibraryRecipeMetadataApiFactory, LibraryRecipeMetadataApiFp, LicenseApi, LicenseApiAxiosParamCreator, LicenseApiFactory, LicenseApiFp, LicenseStatusEnum, Manufacturer, MotionApi, MotionApiAxiosParamCreator, MotionApiFactory, MotionApiFp, MotionGroupApi, MotionGroupApiAxiosParamCreator, MotionGroupApiFactory, MotionGroupApiFp, MotionGroupInfosApi, MotionGroupInfosApiAxiosParamCreator, MotionGroupInfosApiFactory, MotionGroupInfosApiFp, MotionGroupJoggingApi, MotionGroupJoggingApiAxiosParamCreator, MotionGroupJoggingApiFactory, MotionGroupJoggingApiFp, MotionGroupKinematicApi, MotionGroupKinematicApiAxiosParamCreator, MotionGroupKinematicApiFactory, MotionGroupKinematicApiFp, OpModeModeEnum, PathCartesianPTPPathDefinitionNameEnum, PathCirclePathDefinitionNameEnum, PathCubicSplinePathDefinitionNameEnum, PathJointPTPPathDefinitionNameEnum, PathLinePathDefinitionNameEnum, Plane2ShapeTypeEnum, Plane3ShapeTypeEnum, ProgramApi, ProgramApiAxiosParamCreator, ProgramApiFactory, ProgramApiFp, ProgramOperatorApi, ProgramOperatorApiAxiosParamCreator, ProgramOperatorApiFactory, ProgramOperatorApiFp, ProgramRunState, ProgramValuesApi, ProgramValuesApiAxiosParamCreator, ProgramValuesApiFactory, ProgramValuesApiFp, PyripheryPyraeRobotRobotConfigurationTypeEnum, PyripheryRoboticsRobotcellTimerConfigurationTypeEnum, Rectangle2ShapeTypeEnum, Rectangle3ShapeTypeEnum, RectangularCapsule2ShapeTypeEnum, RectangularCapsule3ShapeTypeEnum, ReleaseChannel, RequiredError, RobotControllerStateOperationModeEnum, RobotControllerStateSafetyStateEnum, RobotSystemMode, RotationAngleTypes, SafetySetupSafetySettingsSafetyStateEnum, ServiceStatusPhase, ServiceStatusSeverity, SetDefaultModeModeEnum, SetOperationModeModeEnum, SingleJointLimitJointEnum, SingularitySingularityTypeEnum, SingularityTypeEnum, Sphere2ShapeTypeEnum, Sphere3ShapeTypeEnum, StandstillReason, StopResponseStopCodeEnum, StoreCollisionComponentsApi, StoreCollisionComponentsApiAxiosParamCreator, StoreCollisionComponentsApiFactory, StoreCollisionComponentsApiFp, StoreCollisionScenesApi, StoreCollisionScenesApiAxiosParamCreator, StoreCollisionScenesApiFactory, StoreCollisionScenesApiFp, StoreObjectApi, StoreObjectApiAxiosParamCreator, StoreObjectApiFactory, StoreObjectApiFp, SystemApi, SystemApiAxiosParamCreator, SystemApiFactory, SystemApiFp, TriggerType, UniversalrobotsControllerKindEnum, VirtualControllerKindEnum, VirtualControllerTypes, VirtualRobotApi, VirtualRobotApiAxiosParamCreator, VirtualRobotApiFactory, VirtualRobotApiFp, VirtualRobotBehaviorApi, VirtualRobotBehaviorApiAxiosParamCreator, VirtualRobotBehaviorApiFactory, VirtualRobotBehaviorApiFp, VirtualRobotModeApi, VirtualRobotModeApiAxiosParamCreator, VirtualRobotModeApiFactory, VirtualRobotModeApiFp, VirtualRobotSetupApi, VirtualRobotSetupApiAxiosParamCreator, VirtualRobotSetupApiFactory, VirtualRobotSetupApiFp, WaitForIOEventComparisonTypeEnum, YaskawaControllerKindEnum, operationServerMap };