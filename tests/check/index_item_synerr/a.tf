variable "zone" {
  type = tuple([number, tuple([])])
  default = [ 12345678901234567890 [ ] . ]
}

variable "name" {
  type = any
  default = null
}

variable "cfg" {
  type = set(string)
}
