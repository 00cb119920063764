variable "d" {
  type = any
  default = { for k , v in { a = 1 } : k + v } ?
}
