variable "v1" {
  type = list(number)
  default = [ true * ] [
}
