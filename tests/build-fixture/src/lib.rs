//! Never compiled: the build script of this fixture fails first.
