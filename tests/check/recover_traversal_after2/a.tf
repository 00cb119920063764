variable "a" {
  type = list(tuple([bool]))
  default = [ 0 - ] . y
}
