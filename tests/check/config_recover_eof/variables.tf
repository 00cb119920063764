variable "a" {
  type = number
  default = "x"
}

variable "z" {
  type = object({a = string
  default = {}
}
