/** Path helpers. Paths inside a root never start or end with '/'; '' is the root itself. */

export function joinPath(...parts: string[]): string {
  return parts
    .flatMap((p) => p.split('/'))
    .filter((p) => p.length > 0)
    .join('/')
}

/** 'a/b/c.gcode' → 'a/b'; 'c.gcode' → ''. */
export function parentPath(path: string): string {
  const i = path.lastIndexOf('/')
  return i === -1 ? '' : path.slice(0, i)
}

/** 'a/b/c.gcode' → 'c.gcode'. */
export function baseName(path: string): string {
  const i = path.lastIndexOf('/')
  return i === -1 ? path : path.slice(i + 1)
}

/** Lower-case extension without the dot: 'Part.GCODE' → 'gcode'; none → ''. A leading dot is a hidden name, not an extension. */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i <= 0 ? '' : name.slice(i + 1).toLowerCase()
}

/** The path Moonraker's file methods take: the root, then the path inside it. */
export function rootedPath(root: string, path: string): string {
  return joinPath(root, path)
}

/** Breadcrumb steps of a path: [{name:'a', path:'a'}, {name:'b', path:'a/b'}]. */
export function pathSteps(path: string): { name: string; path: string }[] {
  const parts = path.split('/').filter(Boolean)
  return parts.map((name, i) => ({ name, path: parts.slice(0, i + 1).join('/') }))
}

/** Where a dragged item lands: the directory it was dropped on ('..' means the parent). */
export function moveDestination(currentPath: string, targetDir: string, itemName: string): string {
  const dir = targetDir === '..' ? parentPath(currentPath) : joinPath(currentPath, targetDir)
  return joinPath(dir, itemName)
}
