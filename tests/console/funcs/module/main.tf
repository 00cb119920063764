# Module for the function transcripts (tests/console/funcs): files for the filesystem and
# template functions, a sensitive value, a template held in a variable.
variable "secret" {
  type      = string
  sensitive = true
  default   = "aGVsbG8="
}
variable "tpl" {
  default = "Hello, $${name}!"
}
variable "tpl_list" {
  default = "%%{ for x in xs }[$${x}]%%{ endfor }"
}
variable "num" {
  default = 5
}
variable "texts" {
  default = { a = "Hi $${v}" }
}
