// Renders a kustomization the way `kustomize build` does for the features deploy/k8s uses (resources,
// components, namespace, images), and refuses any other feature rather than render it wrongly. No
// kustomize implementation is published on npm; where kubectl is installed, validate-deploy.sh also
// checks `kubectl kustomize`'s own rendering.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';

const SUPPORTED = {
  Kustomization: ['apiVersion', 'kind', 'resources', 'components', 'namespace', 'images'],
  Component: ['apiVersion', 'kind', 'resources'],
};
const API_VERSIONS = {
  Kustomization: 'kustomize.config.k8s.io/v1beta1',
  Component: 'kustomize.config.k8s.io/v1alpha1',
};
/** Kinds that live outside any namespace. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'StorageClass']);

/** YAML documents of a file, each with where it came from. */
export function loadManifests(file, root) {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents
    .map((document, index) => {
      if (document.errors.length > 0)
        throw new Error(`${relative(root, file)}: ${document.errors[0].message}`);
      return { source: `${relative(root, file)}#${index + 1}`, object: document.toJS() };
    })
    .filter((manifest) => manifest.object !== null);
}

/**
 * The objects a kustomization directory produces, and the files it read. Throws on what it does not
 * support, on a missing file and on two objects with the same kind, namespace and name.
 */
export function render(directory, root) {
  const files = new Set();
  const manifests = build(directory, root, files, 'Kustomization');
  const seen = new Set();
  for (const { source, object } of manifests) {
    const id = `${object.kind}/${object.metadata?.namespace ?? ''}/${object.metadata?.name}`;
    if (seen.has(id)) throw new Error(`${source}: ${id} is defined twice in ${relative(root, directory)}`);
    seen.add(id);
  }
  return { manifests, files };
}

function build(directory, root, files, expectedKind) {
  const file = join(directory, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${relative(root, directory)} has no kustomization.yaml`);
  files.add(file);
  const spec = loadManifests(file, root)[0].object;
  const where = relative(root, file);
  if (spec.kind !== expectedKind) throw new Error(`${where}: kind must be ${expectedKind}`);
  if (spec.apiVersion !== API_VERSIONS[spec.kind])
    throw new Error(`${where}: apiVersion must be ${API_VERSIONS[spec.kind]}`);
  const unsupported = Object.keys(spec).filter((key) => !SUPPORTED[spec.kind].includes(key));
  if (unsupported.length > 0)
    throw new Error(
      `${where}: ${unsupported.join(', ')} not supported by this renderer (scripts/deploy-checks)`,
    );

  let manifests = [];
  for (const entry of spec.resources ?? []) {
    const path = join(directory, entry);
    if (!existsSync(path)) throw new Error(`${where}: resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) {
      manifests.push(...build(path, root, files, 'Kustomization'));
    } else {
      files.add(path);
      manifests.push(...loadManifests(path, root));
    }
  }
  for (const entry of spec.components ?? []) {
    const path = join(directory, entry);
    if (!existsSync(path)) throw new Error(`${where}: component ${entry} does not exist`);
    manifests.push(...build(path, root, files, 'Component'));
  }
  if (spec.namespace) manifests = manifests.map((manifest) => inNamespace(manifest, spec.namespace));
  for (const image of spec.images ?? []) manifests = manifests.map((manifest) => withImage(manifest, image));
  return manifests;
}

function inNamespace({ source, object }, namespace) {
  if (CLUSTER_SCOPED.has(object.kind)) return { source, object };
  return { source, object: { ...object, metadata: { ...object.metadata, namespace } } };
}

/** kustomize's images transformer: containers whose image name matches get the new name and tag. */
function withImage({ source, object }, image) {
  const spec = object.spec?.template?.spec;
  if (!spec) return { source, object };
  const retag = (container) => {
    const [name, tag] = splitImage(container.image);
    if (name !== image.name) return container;
    return { ...container, image: `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}` };
  };
  const copy = JSON.parse(JSON.stringify(object));
  copy.spec.template.spec.containers = spec.containers.map(retag);
  if (spec.initContainers) copy.spec.template.spec.initContainers = spec.initContainers.map(retag);
  return { source, object: copy };
}

function splitImage(reference) {
  const slash = reference.lastIndexOf('/');
  const colon = reference.lastIndexOf(':');
  return colon > slash ? [reference.slice(0, colon), reference.slice(colon + 1)] : [reference, undefined];
}

/** Every kustomization directory under a folder (those holding a kustomization.yaml). */
export function kustomizationDirectories(files) {
  return files.filter((file) => file.endsWith('/kustomization.yaml')).map((file) => dirname(file));
}
