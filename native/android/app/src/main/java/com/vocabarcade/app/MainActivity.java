package com.vocabarcade.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
