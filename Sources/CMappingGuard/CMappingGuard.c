// The SIGBUS guard of mapped catalog files: see CMappingGuard.h.
//
// The handler only reads the slots (atomics) and calls mmap, which is a plain system call. It
// runs on the thread whose read faulted, which then reads the zeros and goes on.
#define _GNU_SOURCE
#include "CMappingGuard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { slot_count = 64 };

// A slot is free while its end is 0. Its start is stored before its end, and its end cleared
// first, so that the handler never sees a range that is half set.
static _Atomic uintptr_t starts[slot_count];
static _Atomic uintptr_t ends[slot_count];
static _Atomic int cuts[slot_count];
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;

static struct sigaction previous_action;
static uintptr_t page_size;
static int handler_installed;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

static void on_bus_error(int signal_number, siginfo_t *info, void *context) {
  uintptr_t address = (uintptr_t)info->si_addr;
  for (int slot = 0; slot < slot_count; slot++) {
    uintptr_t end = atomic_load(&ends[slot]);
    if (end == 0 || address >= end || address < atomic_load(&starts[slot])) continue;
    void *page = (void *)(address & ~(page_size - 1));
    void *zeros = mmap(page, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (zeros == MAP_FAILED) break;
    atomic_store(&cuts[slot], 1);
    return;
  }
  // Not a guarded mapping's fault: what would have happened without the guard.
  if (previous_action.sa_flags & SA_SIGINFO) {
    if (previous_action.sa_sigaction) {
      previous_action.sa_sigaction(signal_number, info, context);
      return;
    }
  } else if (previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN) {
    previous_action.sa_handler(signal_number);
    return;
  }
  // The default action: the read faults again when the handler returns, and ends the process.
  sigaction(SIGBUS, &previous_action, NULL);
}

static void install_handler(void) {
  long size = sysconf(_SC_PAGESIZE);
  if (size <= 0) return;
  page_size = (uintptr_t)size;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_bus_error;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  if (sigaction(SIGBUS, &action, &previous_action) == 0) handler_installed = 1;
}

int errorgen_guard_mapping(const void *start, size_t length) {
  pthread_once(&install_once, install_handler);
  if (!handler_installed || length == 0) return -1;
  int found = -1;
  pthread_mutex_lock(&slots_lock);
  for (int slot = 0; slot < slot_count; slot++) {
    if (atomic_load(&ends[slot]) != 0) continue;
    atomic_store(&cuts[slot], 0);
    atomic_store(&starts[slot], (uintptr_t)start);
    atomic_store(&ends[slot], (uintptr_t)start + length);
    found = slot;
    break;
  }
  pthread_mutex_unlock(&slots_lock);
  return found;
}

int errorgen_mapping_was_cut(int slot) {
  if (slot < 0 || slot >= slot_count) return 0;
  return atomic_load(&cuts[slot]);
}

void errorgen_unguard_mapping(int slot) {
  if (slot < 0 || slot >= slot_count) return;
  pthread_mutex_lock(&slots_lock);
  atomic_store(&ends[slot], 0);
  atomic_store(&starts[slot], 0);
  pthread_mutex_unlock(&slots_lock);
}
