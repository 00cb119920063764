variable "v" {
  default = x [ * [ "a" ]
}
