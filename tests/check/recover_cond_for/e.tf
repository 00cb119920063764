variable "g" {
  type = number
  default = [1, [for x in : x]]
}
