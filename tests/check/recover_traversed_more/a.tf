variable "a" {
  type    = number
  default = { for k , v in { = 1 } : k => v } .
}
