variable "v1" {
  type = list(string)
  default = true * [ 1 ] [ ]
}
