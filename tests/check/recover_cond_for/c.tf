variable "d" {
  type = number
  default = { for , v in { a = 1 } : k => }
}
variable "e" {
  type = number
  default = { for , v in { a = 1 } : k => }
}
