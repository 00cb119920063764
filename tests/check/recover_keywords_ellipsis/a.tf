variable "a" {
  default = { for k , v in in { { a = 1 } : k => v }
}
