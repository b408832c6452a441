#ifndef ERRORGEN_CYAML_SHIM_H
#define ERRORGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
