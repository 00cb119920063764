variable "cfg" {
  type    = list(list(string))
  default = { for k , in { a = 1 } : k => v } {
}

variable "tags" {
  type    = any
  default = {}
}

variable "b" {
  default = 1
  validation {
    condition = true
