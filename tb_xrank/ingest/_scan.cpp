// Columnar extraction of a block of kineto trace events with simdjson's On-Demand parser.
//
// Scanner(names, dims, strtab, cats, other, skipped, read, typed).scan(block) reads one JSON array of events and returns the
// complete ('X') events as columns, together with the byte range of every event, so that Python decodes
// the few events whose other fields matter (metadata, collectives) with msgspec from their own bytes.
// It reads exactly the fields decode.py's msgspec schema (kineto.X and kineto.Args) reads, with the
// same types: any value of another type, an unknown phase or malformed JSON in what it reads raises
// ValueError, and the caller decodes that block with msgspec instead (which then decides what to keep
// and what to report). Like any On-Demand reader it does not check values it passes over: a literal
// misspelt inside an argument it does not read is not reported (msgspec would call the file invalid).
//
// Names and raw "Input Dims" of complete events are interned through the Python dicts passed in (the
// same ones the msgspec path fills, in the same order: string pids/tids of a block after its names, all
// pids before all tids), so ids agree whichever path read a block. A block the scan gives up on adds
// nothing to them.
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace od = simdjson::ondemand;

namespace {

struct Bail {  // a value the fast path does not take: the block goes to msgspec
  const char *why;
};

// Interns strings through a Python dict with __missing__ (decode._Intern), caching ids here. Within one
// block, new keys get the ids the dict will give them (its size, in first-appearance order) and are added
// to it only by commit(), after the whole block was read: a block the scanner gives up on leaves the dict
// as it found it, for msgspec to fill in its own order.
class Interner {
 public:
  explicit Interner(bool as_bytes) : as_bytes_(as_bytes) {}

  void begin(PyObject *table) {
    table_ = table;
    base_ = PyDict_Size(table);
    pending_.clear();
    pending_ids_.clear();
  }

  long id(std::string_view s) {
    auto it = ids_.find(s);
    if (it != ids_.end()) return it->second;
    auto p = pending_ids_.find(s);
    if (p != pending_ids_.end()) return p->second;
    PyObject *key = make_key(s);
    PyObject *known = PyDict_GetItemWithError(table_, key);  // borrowed; no __missing__
    Py_DECREF(key);
    if (known) return cache(s, as_long(known));
    if (PyErr_Occurred()) throw Bail{"intern lookup failed"};
    long n = base_ + static_cast<long>(pending_.size());
    pending_.push_back(s);  // a view into the block: valid until commit()
    pending_ids_.emplace(s, n);
    return n;
  }

  void commit() {
    for (std::string_view s : pending_) {
      PyObject *key = make_key(s);
      PyObject *v = PyObject_GetItem(table_, key);
      Py_DECREF(key);
      if (!v) throw Bail{"intern failed"};
      long n = as_long(v);
      Py_DECREF(v);
      if (n != pending_ids_[s]) throw Bail{"intern gave another id"};
      cache(s, n);
    }
    pending_.clear();
    pending_ids_.clear();
  }

 private:
  PyObject *make_key(std::string_view s) const {
    PyObject *key = as_bytes_ ? PyBytes_FromStringAndSize(s.data(), s.size())
                              : PyUnicode_DecodeUTF8(s.data(), s.size(), "strict");
    if (!key) throw Bail{"undecodable string"};
    return key;
  }

  static long as_long(PyObject *v) {
    long n = PyLong_AsLong(v);
    if (n == -1 && PyErr_Occurred()) throw Bail{"intern gave no integer"};
    return n;
  }

  long cache(std::string_view s, long n) {
    store_.emplace_back(s);
    ids_.emplace(std::string_view(store_.back()), n);
    return n;
  }

  bool as_bytes_;
  PyObject *table_ = nullptr;
  Py_ssize_t base_ = 0;
  std::deque<std::string> store_;  // stable storage for the cache's keys
  std::unordered_map<std::string_view, long> ids_;
  std::vector<std::string_view> pending_;
  std::unordered_map<std::string_view, long> pending_ids_;
};

enum Allowed : unsigned { INT = 1, STR = 2, NUL = 4, ARR = 8 };

// The keys the scan reads, by the object they are in. An args key with only a type to check (``allowed``) is
// one of kineto.Args' typed fields other than those read here, with the JSON types msgspec accepts for it.
enum Field { PH, CAT, NAME, PID, TID, TS, DUR, ARGS, EXT, CORR, DIMS, TYPED };

struct Key {
  std::string text;
  Field field;
  unsigned allowed;
};

class Keys {  // keys grouped by first letter; a key matches when its raw text is one of them, quote included
 public:
  void add(std::string text, Field field, unsigned allowed = 0) {
    unsigned char first = text.empty() ? 0 : static_cast<unsigned char>(text[0]);
    by_first_[first].push_back({std::move(text), field, allowed});
  }
  inline __attribute__((always_inline)) const Key *find(const char *raw) const {
    for (const Key &k : by_first_[static_cast<unsigned char>(raw[0])])
      if (std::memcmp(raw, k.text.data(), k.text.size()) == 0 && raw[k.text.size()] == '"') return &k;
    return nullptr;
  }

 private:
  std::vector<Key> by_first_[256];
};

// The event fields the scan reads (the columns). The args it reads or checks, and the phases it passes over,
// come from kineto.py's schema through Scanner's arguments.
Keys make_event_keys() {
  Keys k;
  for (auto [text, field] : {std::pair{"ph", PH}, {"cat", CAT}, {"name", NAME}, {"pid", PID}, {"tid", TID},
                             {"ts", TS}, {"dur", DUR}, {"args", ARGS}})
    k.add(text, field);
  return k;
}
const Keys EVENT_KEYS = make_event_keys();

void check_type(od::value &v, unsigned allowed) {
  switch (v.type()) {
    case od::json_type::null:
      if (allowed & NUL) return;
      break;
    case od::json_type::string:
      if (allowed & STR) return;
      break;
    case od::json_type::array:
      if (allowed & ARR) return;
      break;
    case od::json_type::number: {
      od::number_type t = v.get_number_type();
      if ((allowed & INT) && (t == od::number_type::signed_integer || t == od::number_type::unsigned_integer))
        return;
      break;
    }
    default:
      break;
  }
  throw Bail{"argument of an unexpected type"};
}

// A JSON integer within int64 (a float, a string or a larger integer fails, as msgspec's int would or as
// numpy's int64 columns could not hold).
int64_t get_int(od::value &v) {
  int64_t x;
  if (v.get_int64().get(x)) throw Bail{"not a 64-bit integer"};
  return x;
}

double get_number(od::value &v) {
  double x;
  if (v.get_double().get(x)) throw Bail{"not a number"};
  return x;
}

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

const char *rstrip(const char *begin, const char *end) {
  while (end > begin && is_space(end[-1])) --end;
  return end;
}

// A string value's text, read in place from its token (no copy, no unescaping). In a block with a backslash
// anywhere (``plain`` false), a string with an escape makes the block go to msgspec.
std::string_view get_str(od::value &v, bool plain) {
  std::string_view tok = v.raw_json_token();
  size_t n = rstrip(tok.data(), tok.data() + tok.size()) - tok.data();
  if (n < 2 || tok[0] != '"' || tok[n - 1] != '"') throw Bail{"not a string"};
  std::string_view s = tok.substr(1, n - 2);
  if (!plain && s.find('\\') != std::string_view::npos) throw Bail{"a string with an escape"};
  return s;
}

// In a block with a backslash somewhere: a key with an escape (which could spell a key the scan reads) makes
// the block go to msgspec. The key ends at the quote before the ':' that precedes its value.
void check_key(od::field &f, od::value &v) {
  const char *begin = f.key().raw();
  const char *p = v.raw_json_token().data() - 1;
  while (p > begin && is_space(*p)) --p;
  if (p <= begin || *p != ':') throw Bail{"a malformed key"};
  --p;
  while (p > begin && is_space(*p)) --p;
  if (p < begin || *p != '"') throw Bail{"a malformed key"};
  if (std::memchr(begin, '\\', p - begin)) throw Bail{"a key with an escape"};
}

struct Columns {
  std::vector<int32_t> name, dims;
  std::vector<int8_t> cat;
  std::vector<int64_t> pid, tid, ext, corr, span, meta, pos;
  int64_t events = 0;  // events of every phase in the block
  std::vector<double> ts, dur;
};

struct ScannerObject {
  PyObject_HEAD
  PyObject *names, *dims, *strtab;
  std::vector<std::string> *cats, *skipped;  // category names (their codes), phases passed over
  Keys *arg_keys;
  int other;
  Interner *name_ids, *dims_ids, *str_ids;
  od::parser *parser;
  std::string *padded;
};

// One field of an object: its value, and which of ``keys`` it is (null: one the scan does not read).
inline __attribute__((always_inline)) const Key *read_field(simdjson::simdjson_result<od::field> item, const Keys &keys,
                                                             bool plain, od::value &v) {  // on the hot path
  od::field f;
  if (std::move(item).get(f)) throw Bail{"a malformed field"};
  v = f.value();
  if (!plain) check_key(f, v);
  return keys.find(f.key().raw());
}

// A pid or tid: an integer, or a string (kineto's "Spans", "Traces") that is interned at the block's end; absent, the
// lowest int64 (kineto.NO_ID: on no thread).
struct Id {
  int64_t value = std::numeric_limits<int64_t>::min();
  std::string_view text;
  bool is_text = false;
};

Id read_id(od::value &v, bool plain) {
  Id id;
  id.is_text = v.type() == od::json_type::string;
  if (id.is_text)
    id.text = get_str(v, plain);
  else
    id.value = get_int(v);
  return id;
}

int cat_code(const ScannerObject *self, std::string_view c) {
  const auto &cats = *self->cats;
  for (size_t i = 0; i < cats.size(); ++i)
    if (c == cats[i]) return static_cast<int>(i);
  return self->other;
}

void scan_block(ScannerObject *self, od::document &doc, const char *base, size_t len, Columns &out) {
  const bool plain = !std::memchr(base, '\\', len);  // no escapes anywhere: strings are their raw text
  size_t guess = len / 256;  // kineto writes ~200-350 bytes per event
  for (auto *v : {&out.pid, &out.tid, &out.ext, &out.corr}) v->reserve(guess);
  out.ts.reserve(guess);
  out.dur.reserve(guess);
  out.name.reserve(guess);
  out.dims.reserve(guess);
  out.cat.reserve(guess);
  out.span.reserve(2 * guess);
  out.pos.reserve(guess);
  std::vector<std::pair<size_t, std::string_view>> pid_strs, tid_strs;
  self->name_ids->begin(self->names);
  self->dims_ids->begin(self->dims);
  self->str_ids->begin(self->strtab);
  od::array events = doc.get_array();
  for (auto item : events) {
    const int64_t index = out.events++;
    od::value ev = item.value();
    const char *begin = ev.raw_json_token().data();
    std::string_view ph, cat, name;
    bool has_ph = false;
    int64_t ext = -1, corr = -1;
    Id pid, tid;
    double ts = std::numeric_limits<double>::quiet_NaN(), dur = -1.0;  // an absent ts is no time (NaN), as in kineto.py
    std::string_view dims;
    bool has_dims = false;
    od::object obj;
    if (ev.get_object().get(obj)) throw Bail{"an event that is not an object"};
    unsigned seen = 0;  // the event's fields read so far: a repeated one is damage msgspec would take silently
    for (auto item : obj) {
      od::value v;
      const Key *key = read_field(std::move(item), EVENT_KEYS, plain, v);
      if (!key) continue;
      if (seen & (1u << key->field)) throw Bail{"a repeated key"};
      seen |= 1u << key->field;
      switch (key->field) {
        case PH:
          ph = get_str(v, plain);
          has_ph = true;
          break;
        case CAT:
          cat = get_str(v, plain);
          break;
        case NAME:
          name = get_str(v, plain);
          break;
        case PID:
          pid = read_id(v, plain);
          break;
        case TID:
          tid = read_id(v, plain);
          break;
        case TS:
          ts = get_number(v);
          break;
        case DUR:
          dur = get_number(v);
          break;
        case ARGS: {  // a repeated "args" replaces the earlier one, as it does for msgspec
          ext = corr = -1;
          has_dims = false;
          od::object args;
          if (v.get_object().get(args)) throw Bail{"args that are not an object"};
          for (auto item_arg : args) {
            od::value av;
            const Key *ak = read_field(std::move(item_arg), *self->arg_keys, plain, av);
            if (!ak) continue;
            if (ak->field == EXT) {
              ext = get_int(av);
            } else if (ak->field == CORR) {
              corr = get_int(av);
            } else if (ak->field == DIMS) {  // kept as its raw JSON text, like msgspec.Raw
              const char *s = av.raw_json_token().data();
              const char *e;
              od::json_type t = av.type();
              if (t == od::json_type::array) {
                for (auto x : av.get_array()) (void)x;
                e = doc.current_location().value();
              } else if (t == od::json_type::object) {
                for (auto x : av.get_object()) (void)x;
                e = doc.current_location().value();
              } else {
                std::string_view tok = av.raw_json_token();
                e = tok.data() + tok.size();
              }
              dims = std::string_view(s, rstrip(s, e) - s);
              has_dims = true;
            } else {
              check_type(av, ak->allowed);
            }
          }
          break;
        }
        default:
          break;
      }
      if (key->field == PH && ph != "X" && ph != "M") {  // msgspec reads no field of the other phases
        if (std::find(self->skipped->begin(), self->skipped->end(), ph) == self->skipped->end())
          throw Bail{"an unknown phase"};
        break;
      }
    }
    if (!has_ph) throw Bail{"an event without ph"};
    if (ph != "X" && ph != "M") continue;  // the array's iterator skips the rest of the object
    const char *end = rstrip(begin, doc.current_location().value());
    if (ph == "X") {
      out.name.push_back(static_cast<int32_t>(self->name_ids->id(name)));
      out.cat.push_back(static_cast<int8_t>(cat_code(self, cat)));
      if (pid.is_text) pid_strs.emplace_back(out.pid.size(), pid.text);
      if (tid.is_text) tid_strs.emplace_back(out.tid.size(), tid.text);
      out.pid.push_back(pid.value);
      out.tid.push_back(tid.value);
      out.ts.push_back(ts);
      out.dur.push_back(dur);
      out.ext.push_back(ext);
      out.corr.push_back(corr);
      out.dims.push_back(has_dims ? static_cast<int32_t>(self->dims_ids->id(dims)) : 0);
      out.span.push_back(begin - base);
      out.span.push_back(end - base);
      out.pos.push_back(index);
    } else if (ph == "M") {
      out.meta.push_back(begin - base);
      out.meta.push_back(end - base);
    }
  }
  const char *rest;
  if (!doc.current_location().get(rest)) throw Bail{"content after the array"};
  for (auto &[row, text] : pid_strs) out.pid[row] = -1 - self->str_ids->id(text);
  for (auto &[row, text] : tid_strs) out.tid[row] = -1 - self->str_ids->id(text);
  self->name_ids->commit();
  self->dims_ids->commit();
  self->str_ids->commit();
}

template <typename T>
PyObject *as_bytes(const std::vector<T> &v) {
  return PyBytes_FromStringAndSize(reinterpret_cast<const char *>(v.data()), v.size() * sizeof(T));
}

// Whether the block's bytes are followed, in the object it is a view of (the reader's buffer), by the padding
// simdjson may read past a document's end (it ignores what those bytes hold).
bool padded_in_place(PyObject *arg, const Py_buffer &view) {
  if (!PyMemoryView_Check(arg) || !PyMemoryView_GET_BASE(arg)) return false;
  Py_buffer whole;
  if (PyObject_GetBuffer(PyMemoryView_GET_BASE(arg), &whole, PyBUF_SIMPLE) < 0) {
    PyErr_Clear();
    return false;
  }
  const char *lo = static_cast<const char *>(whole.buf), *at = static_cast<const char *>(view.buf);
  bool ok = at >= lo && at + view.len + simdjson::SIMDJSON_PADDING <= lo + whole.len;
  PyBuffer_Release(&whole);
  return ok;
}

PyObject *Scanner_scan(ScannerObject *self, PyObject *arg) {
  if (!self->parser) {
    PyErr_SetString(PyExc_RuntimeError, "Scanner.__init__ was not called");
    return nullptr;
  }
  Py_buffer view;
  if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0) return nullptr;
  size_t n = static_cast<size_t>(view.len);
  const char *data = static_cast<const char *>(view.buf);
  if (!padded_in_place(arg, view)) {  // copied into a padded buffer of our own
    std::string &padded = *self->padded;
    padded.resize(n + simdjson::SIMDJSON_PADDING);
    std::memcpy(padded.data(), view.buf, n);
    std::memset(padded.data() + n, ' ', simdjson::SIMDJSON_PADDING);
    data = padded.data();
  }
  Columns out;
  const char *why = nullptr;
  if (!simdjson::validate_utf8(static_cast<const char *>(view.buf), n)) {  // as msgspec, which checks every string
    PyBuffer_Release(&view);
    PyErr_SetString(PyExc_ValueError, "invalid UTF-8");
    return nullptr;
  }
  try {
    od::document doc = self->parser->iterate(data, n, n + simdjson::SIMDJSON_PADDING);
    scan_block(self, doc, data, n, out);
  } catch (const Bail &b) {
    why = b.why;
  } catch (const simdjson::simdjson_error &e) {
    why = simdjson::error_message(e.error());
  } catch (const std::bad_alloc &) {
    PyBuffer_Release(&view);
    return PyErr_NoMemory();
  }
  PyBuffer_Release(&view);
  if (why) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, why);
    return nullptr;
  }
  return Py_BuildValue("(NNNNNNNNNNNNL)", as_bytes(out.name), as_bytes(out.cat), as_bytes(out.pid),
                       as_bytes(out.tid), as_bytes(out.ts), as_bytes(out.dur), as_bytes(out.ext),
                       as_bytes(out.corr), as_bytes(out.dims), as_bytes(out.span), as_bytes(out.meta),
                       as_bytes(out.pos), static_cast<long long>(out.events));
}

// A tuple of str as strings (false with a Python error set when an item is not a str).
bool strings_of(PyObject *tuple, std::vector<std::string> &out) {
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(tuple); ++i) {
    Py_ssize_t len;
    const char *s = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(tuple, i), &len);
    if (!s) return false;
    out.emplace_back(s, len);
  }
  return true;
}

int Scanner_init(ScannerObject *self, PyObject *args, PyObject *) {
  PyObject *names, *dims, *strtab, *cats, *skipped, *read, *typed;
  int other;
  if (!PyArg_ParseTuple(args, "O!O!O!O!iO!O!O!", &PyDict_Type, &names, &PyDict_Type, &dims, &PyDict_Type,
                        &strtab, &PyTuple_Type, &cats, &other, &PyTuple_Type, &skipped, &PyTuple_Type, &read,
                        &PyDict_Type, &typed))
    return -1;
  std::vector<std::string> codes, phases, read_keys;
  if (!strings_of(cats, codes) || !strings_of(skipped, phases) || !strings_of(read, read_keys)) return -1;
  if (read_keys.size() != 3) {
    PyErr_SetString(PyExc_ValueError, "read: the keys of External id, correlation and Input Dims");
    return -1;
  }
  auto keys = std::make_unique<Keys>();
  keys->add(read_keys[0], EXT);
  keys->add(read_keys[1], CORR);
  keys->add(read_keys[2], DIMS);
  PyObject *key, *mask;
  Py_ssize_t pos = 0;
  while (PyDict_Next(typed, &pos, &key, &mask)) {
    Py_ssize_t len;
    const char *s = PyUnicode_AsUTF8AndSize(key, &len);
    unsigned long allowed = PyLong_AsUnsignedLong(mask);
    if (!s || PyErr_Occurred()) return -1;
    keys->add(std::string(s, len), TYPED, static_cast<unsigned>(allowed));
  }
  Py_INCREF(names);
  Py_INCREF(dims);
  Py_INCREF(strtab);
  Py_XSETREF(self->names, names);
  Py_XSETREF(self->dims, dims);
  Py_XSETREF(self->strtab, strtab);
  try {
    delete self->cats;
    delete self->skipped;
    delete self->arg_keys;
    self->cats = new std::vector<std::string>(std::move(codes));
    self->skipped = new std::vector<std::string>(std::move(phases));
    self->arg_keys = keys.release();
    self->other = other;
    delete self->name_ids;
    delete self->dims_ids;
    delete self->str_ids;
    self->name_ids = new Interner(false);
    self->dims_ids = new Interner(true);
    self->str_ids = new Interner(false);
    if (!self->parser) self->parser = new od::parser();
    if (!self->padded) self->padded = new std::string();
  } catch (const std::bad_alloc &) {
    PyErr_NoMemory();
    return -1;
  }
  return 0;
}

void Scanner_dealloc(ScannerObject *self) {
  Py_XDECREF(self->names);
  Py_XDECREF(self->dims);
  Py_XDECREF(self->strtab);
  delete self->cats;
  delete self->skipped;
  delete self->arg_keys;
  delete self->name_ids;
  delete self->dims_ids;
  delete self->str_ids;
  delete self->parser;
  delete self->padded;
  Py_TYPE(self)->tp_free(reinterpret_cast<PyObject *>(self));
}

PyMethodDef Scanner_methods[] = {
    {"scan", reinterpret_cast<PyCFunction>(Scanner_scan), METH_O,
     "scan(block) -> (name, cat, pid, tid, ts, dur, ext, corr, dims, span, meta, pos, events): the complete\n"
     "events of one JSON array of events as column bytes (int32, int8, int64 x2, float64 x2, int64 x2, int32),\n"
     "each event's [begin, end) byte range in the block (int64 pairs), the byte ranges of its metadata ('M')\n"
     "events, each complete event's index in the array (int64) and the number of events of every phase.\n"
     "ValueError: a value the msgspec schema would not take as is, or malformed JSON."},
    {nullptr, nullptr, 0, nullptr}};

PyTypeObject ScannerType = {PyVarObject_HEAD_INIT(nullptr, 0)};

PyModuleDef module = {PyModuleDef_HEAD_INIT, "_scan",
                      "simdjson On-Demand columnar scan of kineto trace event blocks.", -1, nullptr};

}  // namespace

PyMODINIT_FUNC PyInit__scan(void) {
  ScannerType.tp_name = "tb_xrank.ingest._scan.Scanner";
  ScannerType.tp_basicsize = sizeof(ScannerObject);
  ScannerType.tp_flags = Py_TPFLAGS_DEFAULT;
  ScannerType.tp_doc = "Scanner(names, dims, strtab, cats, other, skipped, read, typed): interning dicts, category "
                       "codes, phases passed over, the args read (External id, correlation, Input Dims) and "
                       "those only type-checked ({key: JSON types as bits int 1, str 2, null 4, array 8}).";
  ScannerType.tp_new = PyType_GenericNew;
  ScannerType.tp_init = reinterpret_cast<initproc>(Scanner_init);
  ScannerType.tp_dealloc = reinterpret_cast<destructor>(Scanner_dealloc);
  ScannerType.tp_methods = Scanner_methods;
  if (PyType_Ready(&ScannerType) < 0) return nullptr;
  PyObject *m = PyModule_Create(&module);
  if (!m) return nullptr;
  Py_INCREF(&ScannerType);
  if (PyModule_AddObject(m, "Scanner", reinterpret_cast<PyObject *>(&ScannerType)) < 0) {
    Py_DECREF(&ScannerType);
    Py_DECREF(m);
    return nullptr;
  }
  return m;
}
