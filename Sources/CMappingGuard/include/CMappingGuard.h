#ifndef ERRORGEN_CMAPPINGGUARD_H
#define ERRORGEN_CMAPPINGGUARD_H

#include <stddef.h>

/// Guards the `length` bytes at `start`, a read-only mapping of a file, against the file
/// shrinking while it is mapped. Reading a page of the mapping past the file's new end raises
/// SIGBUS, which would end the process; the guard's handler maps a page of zeros there instead
/// and notes it (`errorgen_mapping_was_cut`). Faults outside guarded mappings go on to the
/// handler that was there before, or to the default action.
///
/// Returns the guard's slot, or -1 when every slot is taken or the handler cannot be
/// installed: the caller then reads the file instead of mapping it.
int errorgen_guard_mapping(const void *start, size_t length);

/// Whether a page of the mapping guarded in `slot` was replaced with zeros.
int errorgen_mapping_was_cut(int slot);

/// Ends the guard in `slot`, before its mapping is unmapped.
void errorgen_unguard_mapping(int slot);

#endif
