variable "cfg" {
  type = string
  default = [for x in [1] : x
}
