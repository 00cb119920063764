variable "a" {
  default = 1 +
}

variable "port" {
  type = map(tuple([object({count = bool})]))
  default = {
label = { . }
= { }
}
}

variable "b" {
  type = map(string)
  default = { a = [ x . ] }
}
