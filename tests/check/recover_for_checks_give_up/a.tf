variable "a0" {
  default = 
}

variable "a1" {
  type = string
  default = { for k , v in { a = 1 } : k in => v } +
}
