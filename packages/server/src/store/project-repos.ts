import type { ProjectRecord, ProjectsRepo } from './port';
import type { RecordIo } from './record-io';

/** Key layout: `projects:<id>`, indexed by `owners:<ownerId>:projects`. */
export function createProjectsRepo(io: RecordIo): ProjectsRepo {
  return {
    get: async (id) => io.readById<ProjectRecord>('projects', id),
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const projects = await io.listIndexed<ProjectRecord>(`owners:${ownerId}:projects`, 'projects');
      return projects.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    async create(project) {
      io.assertSafeId(project.id);
      io.assertSafeId(project.ownerId);
      await io.write(`projects:${project.id}`, project);
      await io.addToIndex(`owners:${project.ownerId}:projects`, project.id);
      return project;
    },
    update: (id, changes) => io.patch<ProjectRecord>('projects', id, changes),
    async getByOwnerAndName(ownerId, name) {
      if (!io.isSafeId(ownerId)) return null;
      const wanted = name.trim().toLowerCase();
      const projects = await io.listIndexed<ProjectRecord>(`owners:${ownerId}:projects`, 'projects');
      const matches = projects.filter((project) => project.name.trim().toLowerCase() === wanted);
      return matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
    },
    async listAll() {
      const keys = await io.keys('projects:');
      const projects = await Promise.all(keys.map((key) => io.read<ProjectRecord>(key)));
      return projects
        .filter((project): project is ProjectRecord => project !== null)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
  };
}
