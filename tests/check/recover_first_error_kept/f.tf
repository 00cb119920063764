variable "f" {
  type    = list(any)
  default = [ . ]
}
