variable "cfg" {
  type = object({name = string, count = number})
}
