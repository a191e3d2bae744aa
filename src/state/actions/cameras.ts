import { MAX_CAMERAS, NEW_CAMERA_ID, storedCameraOf, webcamPostOf, type CameraForm } from '../../lib/cameras/camera'
import { isCameraValid } from '../../lib/cameras/validation'
import { randomId } from '../../lib/random-id'
import { deleteWebcam, postWebcam } from '../../moonraker/api/webcams'
import { defineAction } from '../action'
import { cameraList } from '../camera-list'
import { camerasFromServer, loadCameras } from '../cameras'
import { getStored, removeStored, saveStored } from '../settings/settings'

/** Adds or updates a camera where the server keeps them; resolves the camera's uid. */
export const saveCamera = defineAction({ wait: 'camera-save' }, async (form: CameraForm): Promise<string> => {
  if (!isCameraValid(form)) throw new Error('The camera has invalid fields')
  const cams = cameraList()
  if (form.id === NEW_CAMERA_ID && cams.length >= MAX_CAMERAS) throw new Error(`At most ${MAX_CAMERAS} cameras`)
  if (camerasFromServer()) {
    const existing = cams.find((c) => c.uid === form.id)
    const { extra_data = {} } = existing ?? {}
    const { webcam } = await postWebcam({ ...webcamPostOf(form, extra_data) })
    await loadCameras()
    return webcam.uid
  }
  const id = form.id === NEW_CAMERA_ID ? randomId() : form.id
  await saveStored('cameras', `cameras.${id}`, { ...getStored('cameras', `cameras.${id}`), ...storedCameraOf(form, id) })
  return id
})

/** Removes a camera; the card falls back to all cameras when it was the one shown (SPEC §4). */
export const removeCamera = defineAction({ wait: 'camera-remove' }, async (uid: string): Promise<true> => {
  if (camerasFromServer()) {
    await deleteWebcam(uid)
    await loadCameras()
  } else {
    await removeStored('cameras', `cameras.${uid}`)
  }
  if (getStored('cameras', 'activeCamera') === uid) await saveStored('cameras', 'activeCamera', 'all')
  return true
})

/** Shows all cameras ('all') or one on the card. */
export const setActiveCamera = defineAction({}, (id: string) => saveStored('cameras', 'activeCamera', id))
