// CCacheHints is its header: `errorgen_prefetch` is inlined where it is called. SwiftPM builds
// a C target from at least one source file; this is it.
#include "CCacheHints.h"
