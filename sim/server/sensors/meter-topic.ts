/**
 * The MQTT topic the virtual printer's own power meter answers on: the sim has no broker, so a
 * sensor subscribed to it is fed by the meter directly, with the measurements a Tasmota plug gives.
 */
export const VIRTUAL_METER_TOPIC = 'virtual_printer/power_meter'

/** The default printer's [sensor printer_power]: the meter's four readings and an energy history field per job. */
export const POWER_SENSOR_CONF = `[sensor printer_power]
type: mqtt
name: Printer power
state_topic: ${VIRTUAL_METER_TOPIC}
state_response_template:
  {% set data = payload|fromjson %}
  {set_result("power", data["power"])}
  {set_result("voltage", data["voltage"])}
  {set_result("current", data["current"])}
  {set_result("energy", data["energy"])}
parameter_power:
  units=W
parameter_voltage:
  units=V
parameter_current:
  units=A
parameter_energy:
  units=kWh
history_field_energy_consumption:
  parameter=energy
  desc=Printer energy consumption
  strategy=delta
  units=kWh
  init_tracker=true
  precision=6
  report_total=true
  report_maximum=true
`
