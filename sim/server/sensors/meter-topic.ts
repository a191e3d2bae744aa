/**
 * The MQTT topic the virtual printer's own power meter answers on: the sim has no broker, so a
 * sensor subscribed to it is fed by the meter directly, with the measurements a Tasmota plug gives.
 */
export const VIRTUAL_METER_TOPIC = 'virtual_printer/power_meter'
