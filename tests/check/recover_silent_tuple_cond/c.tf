variable "rc" {
  default = [ , ]
}

variable "c" {
  type = number
  default = ? [
}
