variable "c" {
  type = list(bool)
  default = true ? [ 1 ( : [ ]
}
